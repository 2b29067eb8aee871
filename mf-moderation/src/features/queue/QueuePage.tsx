import { EmptyState, Loader, Page } from '@dating/ui';
import { useSession } from '@dating/web';
import { type ModerationQueueItem } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolePaths } from '../console/consolePaths';
import { formatAge } from '../console/formatAge';
import { LoadFailed } from '../console/LoadFailed';
import { MemberAvatar } from '../console/MemberAvatar';
import { Pager } from '../console/Pager';
import { StandingBadge } from '../console/StandingBadge';
import { usePageParam } from '../console/usePageParam';
import { QUEUE_PAGE_SIZE, useModerationQueueQuery } from './queueApi';

function QueueRow({ item }: { item: ModerationQueueItem }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const paths = useConsolePaths();
  const { member } = item;
  return (
    <li className="moderation__card moderation__queue-item">
      <MemberAvatar member={member} />
      <div className="moderation__queue-body">
        <Link
          to={paths.caseOf(member.user_id)}
          className="moderation__member-link"
          aria-label={t('queue.open', { name: member.user_name })}
        >
          {member.user_name}
        </Link>
        <StandingBadge standing={item.standing} />
        <p className="moderation__count">{t('queue.reports', { count: item.open_reports })}</p>
        <ul className="moderation__reasons" aria-label={t('queue.reasons')}>
          {item.reasons.map((reason) => (
            <li key={reason} className="moderation__reason">
              {t(`reasons.${reason}`)}
            </li>
          ))}
        </ul>
        <p className="moderation__muted">
          {t('queue.oldest', { age: formatAge(item.oldest_at, language) })}
        </p>
      </div>
    </li>
  );
}

/** The queue: reported members with open reports, most reported then oldest first, by pages. */
export function QueuePage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, refetch } = useModerationQueueQuery(page);

  let content;
  if (isLoading) content = <Loader label={t('console.loading')} />;
  else if (error || !data) content = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (data.items.length === 0) {
    content = <EmptyState title={t('queue.empty')} hint={t('queue.emptyHint')} />;
  } else {
    content = (
      <>
        <ol className="moderation__list">
          {data.items.map((item) => (
            <QueueRow key={item.member.user_id} item={item} />
          ))}
        </ol>
        <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={data.total} onPage={setPage} />
      </>
    );
  }
  return <Page title={t('queue.title')}>{content}</Page>;
}
