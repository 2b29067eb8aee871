import { EmptyState, Page } from '@dating/ui';
import { type PeopleRequestsResponse } from '@dating/contract';
import { PremiumPrompt } from '../premium/PremiumPrompt';
import { ListPending } from './ListPending';
import { LoadMoreButton } from './LoadMoreButton';
import { PeopleGrid } from './PeopleGrid';
import './PeopleGrid.css';

export interface PeopleRequestsPageProps {
  title: string;
  /** The list's answer; undefined while it loads, or when its call failed (`failed`). */
  answer: PeopleRequestsResponse | undefined;
  failed: boolean;
  /** Asks for the list again after a failure. */
  onRetry: () => void;
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
  failed,
  onRetry,
  empty,
  profilePath,
  premiumSource,
  blurredLabel,
  hasMore,
  onLoadMore,
  loadMoreLabel,
  stickyHeader,
}: PeopleRequestsPageProps) {
  let content;
  if (!answer) content = <ListPending failed={failed} onRetry={onRetry} />;
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
