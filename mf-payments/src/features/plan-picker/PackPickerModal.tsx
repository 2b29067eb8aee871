import { Loader } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { type RemoteWidgetProps } from '@dating/web';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '../checkout/purchases';
import { useOpenPayment } from '../checkout/useOpenPayment';
import type { PlanTile } from './PlanTiles';
import { PlanTiles } from './PlanTiles';
import { usePlanSelection, type PlanPriceQueryHook } from './usePlanSelection';

export interface PackPickerModalProps extends RemoteWidgetProps {
  title: string;
  intro: ReactNode;
  /** Undefined while the list loads. */
  tiles: readonly PlanTile[] | undefined;
  currency: string | undefined;
  purchase: Purchase;
  usePlanPrice: PlanPriceQueryHook<{ price: string }>;
  continueLabel: string;
  /** The payment screen Continue leads to. */
  paymentPath: string;
}

/**
 * A pack picker (the Out of Super Likes and the boost plans modals): the first pack active, the
 * chosen pack's price fetched and stored, Continue to its payment screen, or 'No Plans Available'.
 */
export function PackPickerModal({
  onClose,
  title,
  intro,
  tiles,
  currency,
  purchase,
  usePlanPrice,
  continueLabel,
  paymentPath,
}: PackPickerModalProps) {
  const { t } = useTranslation();
  const openPayment = useOpenPayment();
  const { selectedId, select, selected } = usePlanSelection({
    purchase,
    planIds: tiles?.map((tile) => tile.id) ?? [],
    currency,
    usePlanPrice,
  });

  const proceed = () => {
    onClose();
    openPayment(paymentPath);
  };

  let body;
  if (!tiles) body = <Loader label={t('planPicker.loading')} />;
  else if (tiles.length === 0 || !currency) body = <p role="status">{t('planPicker.noPlans')}</p>;
  else {
    body = (
      <PlanTiles
        label={title}
        tiles={tiles}
        currency={currency}
        selectedId={selectedId}
        onSelect={select}
      />
    );
  }

  return (
    <Modal
      open
      title={title}
      closeLabel={t('planPicker.close')}
      onClose={onClose}
      footer={
        <button type="button" className="dating-button" disabled={!selected} onClick={proceed}>
          {continueLabel}
        </button>
      }
    >
      {intro}
      {body}
    </Modal>
  );
}
