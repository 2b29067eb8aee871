import { EmptyState, Loader, Page } from '@dating/ui';
import { useDebouncedValue } from '@dating/ui/useDebouncedValue';
import { TextField } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../console/LoadFailed';
import { Pager } from '../console/Pager';
import { AUDIT_PAGE_SIZE, useModerationAuditQuery } from './auditApi';
import { AuditEntryItem } from './AuditEntryItem';

/** Typing waits this long before the log is searched again. */
const SEARCH_DELAY_MS = 300;

/** The audit log: every action, newest first, searchable by member and by moderator. */
export function AuditPage() {
  const { t } = useTranslation();
  const [member, setMember] = useState('');
  const [moderator, setModerator] = useState('');
  const [page, setPage] = useState(0);
  const { data, error, isFetching, isLoading, refetch } = useModerationAuditQuery({
    member: useDebouncedValue(member.trim(), SEARCH_DELAY_MS),
    moderator: useDebouncedValue(moderator.trim(), SEARCH_DELAY_MS),
    page,
  });

  let content;
  if (isLoading) content = <Loader label={t('console.loading')} />;
  else if (error || !data) content = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (data.entries.length === 0) content = <EmptyState title={t('audit.empty')} />;
  else {
    content = (
      <>
        <ol className="moderation__list" aria-busy={isFetching}>
          {data.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} />
      </>
    );
  }

  return (
    <Page title={t('audit.title')}>
      <form
        className="moderation__search"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t('audit.memberSearch')}
          type="search"
          value={member}
          maxLength={100}
          hint={t('audit.searchHint')}
          onChange={(event) => {
            setMember(event.target.value);
            setPage(0);
          }}
        />
        <TextField
          label={t('audit.moderatorSearch')}
          type="search"
          value={moderator}
          maxLength={100}
          hint={t('audit.searchHint')}
          onChange={(event) => {
            setModerator(event.target.value);
            setPage(0);
          }}
        />
      </form>
      {content}
    </Page>
  );
}
