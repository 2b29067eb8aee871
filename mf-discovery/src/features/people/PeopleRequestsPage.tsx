import { EmptyState, Page } from '@dating/ui';
import { type PeopleRequestsResponse } from '@dating/contract';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useTranslation } from 'react-i18next';
import { PremiumPrompt } from '../premium/PremiumPrompt';
import { LoadMoreButton } from './LoadMoreButton';
import { PeopleGrid } from './PeopleGrid';
import './PeopleGrid.css';

export interface PeopleRequestsPageProps {
  title: string;
  /** The list's answer; undefined while it loads. */
  answer: PeopleRequestsResponse | undefined;
  empty: { title: string; hint: string };
  profilePath: (userId: number) => string;
  /** Where the premium popup was raised from, for a free member's blurred cards. */
  premiumSource: string;
  blurredLabel: string;
  hasMore: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
  /** The sticky header of the likes list (spec section 2, Likes received). */
  stickyHeader?: boolean;
}

/**
 * Visitors, likes and super likes received: the grid as soon as it arrives (blurred and unlinked
 * for a free member, who is offered premium), Load More, or the empty state.
 */
export function PeopleRequestsPage({
  title,
  answer,
  empty,
  profilePath,
  premiumSource,
  blurredLabel,
  hasMore,
  onLoadMore,
  loadMoreLabel,
  stickyHeader,
}: PeopleRequestsPageProps) {
  const { t } = useTranslation();

  let content;
  if (!answer) content = <LoadingSkeleton label={t('common.loading')} layout="list" />;
  else if (answer.peoples.length === 0) {
    content = <EmptyState title={empty.title} hint={empty.hint} />;
  } else {
    content = (
      <>
        {answer.blurred === 'true' ? (
          <>
            <PremiumPrompt source={premiumSource} />
            <PeopleGrid
              blurred
              people={answer.peoples}
              blurredLabel={blurredLabel}
              premiumSource={premiumSource}
            />
          </>
        ) : (
          <PeopleGrid blurred={false} people={answer.peoples} profilePath={profilePath} />
        )}
        {hasMore ? <LoadMoreButton label={loadMoreLabel} onClick={onLoadMore} /> : null}
      </>
    );
  }

  return (
    <Page title={title} sticky={stickyHeader}>
      {content}
    </Page>
  );
}
