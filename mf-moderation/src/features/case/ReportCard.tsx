import { useSession } from '@dating/web';
import { type ModerationReport } from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolePaths } from '../console/consolePaths';

/**
 * One report: its reason, the reporter's details, who and when, and the chat messages the
 * reporter attached (only those: the rest of the chat stays private). A report of the scam check
 * has no reporter: its details are the evidence, its messages the ones with hits.
 */
export function ReportCard({
  report,
  member,
}: {
  report: ModerationReport;
  member: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const paths = useConsolePaths();
  const { reporter } = report;
  const senderName = (senderId: number) =>
    senderId === reporter?.user_id ? reporter.user_name : senderId === member.id ? member.name : '';

  return (
    <li className="moderation__card moderation__report" data-testid="moderation-report">
      <p className="moderation__entry-head">
        <strong className="moderation__reason">{t(`reasons.${report.reason}`)}</strong>
      </p>
      <dl className="moderation__facts">
        <dt>{t('case.reporter')}</dt>
        <dd>
          {reporter ? (
            <Link to={paths.caseOf(reporter.user_id)}>{reporter.user_name}</Link>
          ) : (
            t('case.scamCheck')
          )}
        </dd>
        <dt>{t('audit.when')}</dt>
        <dd>
          <time dateTime={new Date(report.created_at * 1000).toISOString()}>
            {formatDate(report.created_at * 1000, language, 'dateTime')}
          </time>
        </dd>
        {report.details ? (
          <>
            <dt>{t('case.details')}</dt>
            <dd className="moderation__note">{report.details}</dd>
          </>
        ) : null}
      </dl>
      <h4 className="moderation__subheading">{t('case.attachedMessages')}</h4>
      {report.messages.length === 0 ? (
        <p className="moderation__muted">{t('case.noAttachedMessages')}</p>
      ) : (
        <ol className="moderation__messages">
          {report.messages.map((message) => (
            <li
              key={message.id}
              className={
                message.sender_id === member.id
                  ? 'moderation__message moderation__message--reported'
                  : 'moderation__message'
              }
            >
              <span className="moderation__message-meta">
                {t('case.sentBy', {
                  name: senderName(message.sender_id) || `#${message.sender_id}`,
                })}
                {' · '}
                <time dateTime={message.date}>
                  {formatDate(message.date, language, 'dateTime')}
                </time>
                {message.unsent === 'true' ? ` · ${t('case.unsentMessage')}` : null}
              </span>
              {message.upload_image ? (
                <img
                  className="moderation__message-photo"
                  src={message.upload_image}
                  alt={t('case.sentPhoto')}
                />
              ) : (
                <p className="moderation__message-text">{message.message}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
