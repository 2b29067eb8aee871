import { formatList } from '@dating/contract/formatDate';
import type { DeckReason } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';

/**
 * A deck card's one line saying why it ranks where it does (the server's `why`), each reason in
 * the reader's words, joined as their language lists; nothing for a card without reasons. A
 * reason this app does not know yet is left unsaid.
 */
export function WhyLine({ why }: { why: readonly DeckReason[] | undefined }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const words = (why ?? []).flatMap((reason) => {
    switch (reason.code) {
      case 'near':
        return [t('why.near')];
      case 'compatible':
        return [t('people.compatible', { percent: reason.value })];
      case 'both_want':
        return reason.name ? [t('why.bothWant', { purpose: reason.name })] : [];
      case 'active_today':
        return [t('why.activeToday')];
      case 'new_here':
        return [t('people.newHere')];
      default:
        return [];
    }
  });
  if (words.length === 0) return null;
  return (
    <p className="swipe-card__why" data-testid={TEST_IDS.cardWhy}>
      {formatList(words, language)}
    </p>
  );
}
