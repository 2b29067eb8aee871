import { useSession } from '@dating/web';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecentUnmatchesQuery, useReportMemberMutation } from './safetyApi';

const RecentUnmatchesDialog = lazy(async () => ({
  default: (await import('@dating/ui/ReportDialog')).RecentUnmatchesDialog,
}));

/** 'Recently unmatched': whom the member can still report after a match ended (30 days). */
export function RecentlyUnmatched() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [open, setOpen] = useState(false);
  const { data: members } = useRecentUnmatchesQuery(memberId, { skip: !open });
  const [report] = useReportMemberMutation();
  return (
    <>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('safety.recentlyUnmatched')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RecentUnmatchesDialog
            members={members}
            onReport={(member, fields) =>
              report({ memberId, otherId: member.user_id, ...fields }).unwrap()
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
