import { ProfileFieldRows, Loader, Page } from '@dating/ui';
import { useSession } from '@dating/web';
import {
  type AuditEntry,
  type ModerationActionKind,
  type ModerationCase,
  type ModerationReport,
} from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { RESTORING_ACTIONS } from '@dating/contract/moderation';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AuditEntryItem } from '../audit/AuditEntryItem';
import { useConsolePaths } from '../console/consolePaths';
import { LoadFailed } from '../console/LoadFailed';
import { StandingBadge } from '../console/StandingBadge';
import { ActionDialog, type ChosenAction } from './ActionDialog';
import { useModerationCaseQuery } from './caseApi';
import { ReportCard } from './ReportCard';

/** The actions on the member as a whole, in the order of their weight, then an admin's lifts. */
const MEMBER_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban', 'unsuspend', 'unban'] as const;

const isRestoring = (kind: ModerationActionKind) =>
  (RESTORING_ACTIONS as readonly ModerationActionKind[]).includes(kind);

/**
 * Whether the caller may take the action on this member, as the case says (none on oneself, a
 * moderator's account but for an admin, an admin's); a server that does not say allows all but
 * the lifts.
 */
function mayTake(found: ModerationCase, kind: ModerationActionKind): boolean {
  return found.allowed_actions ? found.allowed_actions.includes(kind) : !isRestoring(kind);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="moderation__section-block" aria-label={title}>
      <h2 className="moderation__heading">{title}</h2>
      {children}
    </section>
  );
}

function ProfileFacts({ found }: { found: ModerationCase }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const facts: [string, ReactNode][] = [
    [t('case.age'), found.age],
    [t('case.location'), found.location],
    [t('case.joined'), formatDate(found.joined_at * 1000, language)],
  ];
  return (
    <dl className="moderation__facts moderation__profile">
      <div className="moderation__fact">
        <dt>{t('case.email')}</dt>
        {/* A long address is cut to its column; the whole of it is the tooltip, and copies whole. */}
        <dd className="moderation__fact-value--cut" title={found.email || undefined}>
          {found.email || t('case.none')}
        </dd>
      </div>
      {facts.map(([label, value]) => (
        <div key={label} className="moderation__fact">
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? t('case.none') : value}</dd>
        </div>
      ))}
      {/* Every field of the list, whatever the member's privacy: moderators see them all. */}
      <ProfileFieldRows
        values={found}
        audience="moderators"
        emptyText={t('case.none')}
        rowClassName="moderation__fact"
      />
    </dl>
  );
}

function ReportList({
  reports,
  member,
  empty,
}: {
  reports: ModerationReport[];
  member: { id: number; name: string };
  empty: string;
}) {
  if (reports.length === 0) return <p className="moderation__muted">{empty}</p>;
  return (
    <ol className="moderation__list">
      {reports.map((report) => (
        <ReportCard key={report.report_id} report={report} member={member} />
      ))}
    </ol>
  );
}

function CaseView({ found }: { found: ModerationCase }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const member = { id: found.member.user_id, name: found.member.user_name };
  const open = found.reports.filter((report) => report.state === 'open');
  // The lifts show only to an admin, on a member they lift; the others grey out when refused.
  const shownActions = MEMBER_ACTIONS.filter((kind) => !isRestoring(kind) || mayTake(found, kind));
  const actsOnMember = MEMBER_ACTIONS.some((kind) => !isRestoring(kind) && mayTake(found, kind));
  const earlier = found.reports.filter((report) => report.state === 'closed');

  const choose = (action: ChosenAction) => {
    setDone(null);
    setChosen(action);
  };
  const onDone = (kind: ModerationActionKind, entry: AuditEntry) => {
    setChosen(null);
    const until = entry.until === null ? '' : formatDate(entry.until * 1000, language, 'dateTime');
    setDone(t(`action.done.${kind}`, { name: member.name, date: until }));
  };

  return (
    <>
      <div className="moderation__case-head">
        <StandingBadge standing={found.standing} />
        {found.standing === 'suspended' && found.suspended_until !== null ? (
          <span>
            {t('case.suspendedUntil', {
              date: formatDate(found.suspended_until * 1000, language, 'dateTime'),
            })}
          </span>
        ) : null}
        {found.restricted_at ? (
          <span>
            {t('case.restrictedSince', {
              date: formatDate(found.restricted_at * 1000, language, 'dateTime'),
            })}
          </span>
        ) : null}
      </div>
      <div className="moderation__toolbar" role="group" aria-label={t('case.actions')}>
        {shownActions.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === 'dismiss' ? 'dating-button dating-button--ghost' : 'dating-button'}
            disabled={!mayTake(found, kind)}
            onClick={() => choose({ kind })}
          >
            {t(`action.${kind}`)}
          </button>
        ))}
      </div>
      {actsOnMember ? null : <p className="moderation__muted">{t('case.notYours')}</p>}
      {done ? (
        <p role="status" className="dating-form-message dating-form-message--success">
          {done}
        </p>
      ) : null}

      <Section title={t('case.openReports')}>
        <ReportList reports={open} member={member} empty={t('case.noOpenReports')} />
      </Section>

      <Section title={t('case.photos')}>
        {found.photos.length === 0 ? (
          <p className="moderation__muted">{t('case.noPhotos')}</p>
        ) : (
          <ul className="moderation__photos">
            {found.photos.map((photo, index) => {
              const number = index + 1;
              return (
                <li key={photo.photo_id} className="moderation__photo">
                  <img
                    src={photo.url}
                    alt={t('case.photoOf', { number, name: member.name })}
                    loading="lazy"
                  />
                  {photo.main ? (
                    <span className="moderation__muted">{t('case.mainPhoto')}</span>
                  ) : null}
                  <button
                    type="button"
                    className="dating-button dating-button--ghost"
                    disabled={!mayTake(found, 'remove_photo')}
                    onClick={() =>
                      choose({
                        kind: 'remove_photo',
                        photo: { id: photo.photo_id, url: photo.url, number },
                      })
                    }
                  >
                    {t('action.removePhotoOf', { number })}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title={t('case.profile')}>
        <ProfileFacts found={found} />
      </Section>

      <Section title={t('case.earlierReports')}>
        <ReportList reports={earlier} member={member} empty={t('case.noEarlierReports')} />
      </Section>

      <Section title={t('case.history')}>
        {found.actions.length === 0 ? (
          <p className="moderation__muted">{t('case.noHistory')}</p>
        ) : (
          <ol className="moderation__list">
            {found.actions.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} withMember={false} />
            ))}
          </ol>
        )}
      </Section>

      {chosen ? (
        <ActionDialog
          member={member}
          chosen={chosen}
          suggestedReason={found.suggested_reason ?? null}
          onClose={() => setChosen(null)}
          onDone={(entry) => onDone(chosen.kind, entry)}
        />
      ) : null}
    </>
  );
}

/** One reported member's case: what was reported, who they are, and what to do about it. */
export function CasePage() {
  const { t } = useTranslation();
  const paths = useConsolePaths();
  const memberId = Number(useParams().memberId);
  const { data, error, isLoading, refetch } = useModerationCaseQuery(memberId);
  const back = { to: paths.queue, label: t('case.back') };

  if (isLoading) {
    return (
      <Page title={t('console.label')} back={back}>
        <Loader label={t('console.loading')} />
      </Page>
    );
  }
  if (error || !data) {
    return (
      <Page title={t('console.label')} back={back}>
        <LoadFailed error={error} onRetry={() => void refetch()} />
      </Page>
    );
  }
  const found = data.result;
  return (
    <Page title={t('case.title', { name: found.member.user_name })} back={back}>
      <CaseView key={found.member.user_id} found={found} />
    </Page>
  );
}
