import { type ScamKind } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { BlockAndReport } from '../chat/BlockAndReport';
import './scamWarnings.css';

/** What the warning says, by the kind of the server's scam check's first hit (`caution`). */
type WarningKind = 'app' | 'offApp' | 'money' | 'content' | 'scamLike';

const WARNING_OF: Readonly<Record<ScamKind, WarningKind>> = {
  telegram: 'app',
  whatsapp: 'app',
  snapchat: 'app',
  instagram: 'app',
  kik: 'app',
  messenger: 'offApp',
  phone: 'offApp',
  email: 'offApp',
  link: 'offApp',
  handle: 'offApp',
  custom: 'offApp',
  cashapp: 'money',
  paypal: 'money',
  venmo: 'money',
  crypto_wallet: 'money',
  money: 'money',
  onlyfans: 'content',
  promo: 'content',
  // The learned model's hit names no ask: the card says only what the text resembles.
  scam_like: 'scamLike',
};

/** The apps' own names, written the same in every language. */
const APP_NAMES: Partial<Readonly<Record<ScamKind, string>>> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  snapchat: 'Snapchat',
  instagram: 'Instagram',
  kik: 'Kik',
};

export interface ScamWarningCardProps {
  caution: ScamKind;
  peerName: string;
  /** The chat's own block (the header menu's). */
  onBlock: () => void;
  /** The chat's own report dialog. */
  onReport: () => void;
}

/**
 * The warning before a received message the server's scam check cautioned about (asking to
 * move to another app, sharing contact details, asking for money, or reading like a scam): the message stays readable
 * below it, with Block (asked Yes/No, as in the menu) and Report at hand. Its sender never
 * sees it: the server sends `caution` to the receiver alone.
 */
export function ScamWarningCard({ caution, peerName, onBlock, onReport }: ScamWarningCardProps) {
  const { t } = useTranslation();
  const warning = WARNING_OF[caution] ?? 'offApp';

  return (
    // A note, not a landmark: an aside inside a message would be a complementary region there.
    <div
      role="note"
      className="scam-warning"
      aria-label={t('scamWarning.title')}
      data-testid={TEST_IDS.scamWarning}
    >
      <p className="scam-warning__text">
        {t(`scamWarning.${warning}`, { app: APP_NAMES[caution] ?? '' })}
      </p>
      <BlockAndReport
        className="scam-warning__actions"
        name={peerName}
        onBlock={onBlock}
        onReport={onReport}
      />
    </div>
  );
}
