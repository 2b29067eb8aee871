import type { RecentUnmatch } from '@dating/contract';
import { useSession } from '@dating/web';
import { lazy, Suspense, useState } from 'react';
import type { ReportFields } from './ReportDialog';

const RecentUnmatchesDialog = lazy(async () => ({
  default: (await import('./ReportDialog')).RecentUnmatchesDialog,
}));

export interface RecentlyUnmatchedProps {
  /** The button's words, from the remote's own texts. */
  label: string;
  /** The remote's webrecentunmatches query hook: asked only once the dialog is open. */
  useRecentUnmatches: (
    memberId: number,
    options: { skip: boolean },
  ) => { data?: readonly RecentUnmatch[] };
  /** Files the report about one of them with the remote's webreport mutation. */
  onReport: (memberId: number, member: RecentUnmatch, report: ReportFields) => Promise<unknown>;
}

/**
 * 'Recently unmatched' (the Friends and Messages lists): whom the member can still report after a
 * match ended (30 days). The dialog's code loads only once it is opened.
 */
export function RecentlyUnmatched({ label, useRecentUnmatches, onReport }: RecentlyUnmatchedProps) {
  const { memberId } = useSession();
  const [open, setOpen] = useState(false);
  const { data: members } = useRecentUnmatches(memberId, { skip: !open });
  return (
    <>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RecentUnmatchesDialog
            members={members}
            onReport={(member, report) => onReport(memberId, member, report)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
