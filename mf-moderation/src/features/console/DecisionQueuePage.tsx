import { EmptyState, Loader, Page } from '@dating/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';
import { NoteDialog } from './NoteDialog';
import { Pager } from './Pager';
import { usePageParam } from './usePageParam';

/** What a queue's RTK Query hook answers, as much of it as the page reads. */
export interface QueueQuery<Item> {
  data?: { items: Item[]; total: number };
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The words of one decision's dialog. */
export interface DecisionTexts {
  title: string;
  explain: string;
  noteHint: string;
}

export interface DecisionQueuePageProps<Item, Choice> {
  title: string;
  /** The queue's query for a page (from 1). */
  useQueue: (page: number) => QueueQuery<Item>;
  pageSize: number;
  empty: { title: string; hint: string };
  /** The list element: an ordered one when the order means something (longest waiting first). */
  ordered?: boolean;
  listClassName: string;
  renderItem: (item: Item, onDecide: (choice: Choice) => void) => ReactNode;
  textsOf: (choice: Choice) => DecisionTexts;
  /** Sends the decision with the moderator's note; answers what to tell the moderator. */
  decide: (choice: Choice, note: string) => Promise<string>;
}

/**
 * A queue of items waiting for a moderator's decision (selfies, uncertain photos): a page of
 * them, each decided through a dialog asking for a note, and what was done said once decided.
 */
export function DecisionQueuePage<Item, Choice>({
  title,
  useQueue,
  pageSize,
  empty,
  ordered = false,
  listClassName,
  renderItem,
  textsOf,
  decide,
}: DecisionQueuePageProps<Item, Choice>) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, refetch } = useQueue(page);
  const [deciding, setDeciding] = useState<Choice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const List = ordered ? 'ol' : 'ul';
  const choose = (choice: Choice) => {
    setDone(null);
    setDeciding(choice);
  };

  let content;
  if (isLoading) content = <Loader label={t('console.loading')} />;
  else if (error || !data) content = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (data.items.length === 0) {
    content = <EmptyState title={empty.title} hint={empty.hint} />;
  } else {
    content = (
      <>
        <List className={listClassName}>{data.items.map((item) => renderItem(item, choose))}</List>
        <Pager page={page} pageSize={pageSize} total={data.total} onPage={setPage} />
      </>
    );
  }
  return (
    <Page title={title}>
      {done ? (
        <p role="status" className="dating-form-message dating-form-message--success">
          {done}
        </p>
      ) : null}
      {content}
      {deciding !== null ? (
        <NoteDialog
          {...textsOf(deciding)}
          onClose={() => setDeciding(null)}
          onSubmit={async (note) => {
            setDone(await decide(deciding, note));
            setDeciding(null);
          }}
        />
      ) : null}
    </Page>
  );
}
