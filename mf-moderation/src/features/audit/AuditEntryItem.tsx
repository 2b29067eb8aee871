import { useSession } from '@dating/web';
import { type AuditEntry } from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolePaths } from '../console/consolePaths';

/** What an action did beyond its name: a suspension's length and end, the photo decided on. */
function ActionDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { language } = useSession();
  if (entry.action === 'suspend' && entry.days !== null && entry.until !== null) {
    return (
      <span>
        {t('audit.days', {
          count: entry.days,
          date: formatDate(entry.until * 1000, language, 'dateTime'),
        })}
      </span>
    );
  }
  if (
    (entry.action === 'remove_photo' || entry.action === 'keep_photo') &&
    entry.photo_id !== null
  ) {
    return <span>{t('audit.photo', { id: entry.photo_id })}</span>;
  }
  return null;
}

/**
 * One action of the audit log: when, who took it, on whom (a link to their case unless
 * `withMember` is off, as in that member's own case), what and why.
 */
export function AuditEntryItem({
  entry,
  withMember = true,
}: {
  entry: AuditEntry;
  withMember?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const paths = useConsolePaths();
  return (
    <li className="moderation__card moderation__entry">
      <p className="moderation__entry-head">
        <strong className="moderation__action">{t(`action.${entry.action}`)}</strong>{' '}
        <ActionDetail entry={entry} />
      </p>
      <dl className="moderation__facts">
        <dt>{t('audit.when')}</dt>
        <dd>
          <time dateTime={new Date(entry.at * 1000).toISOString()}>
            {formatDate(entry.at * 1000, language, 'dateTime')}
          </time>
        </dd>
        <dt>{t('audit.moderator')}</dt>
        <dd>{entry.moderator.user_name}</dd>
        {withMember ? (
          <>
            <dt>{t('audit.member')}</dt>
            <dd>
              <Link to={paths.caseOf(entry.member.user_id)}>{entry.member.user_name}</Link>
            </dd>
          </>
        ) : null}
        <dt>{t('audit.note')}</dt>
        <dd className="moderation__note">{entry.note}</dd>
      </dl>
    </li>
  );
}
