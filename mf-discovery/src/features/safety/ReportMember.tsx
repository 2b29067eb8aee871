import { useSession } from '@dating/web';
import { lazy, Suspense } from 'react';
import { useReportMemberMutation } from './safetyApi';

// The dialog is an entry of its own, loaded when a member first reports someone.
const ReportDialog = lazy(async () => ({
  default: (await import('@dating/ui/ReportDialog')).ReportDialog,
}));

export interface ReportMemberProps {
  member: { user_id: number; user_name: string };
  /** After an unmatch: ask 'Report this member too?' first. */
  offerFirst?: boolean;
  onClose: () => void;
}

/** The shared report dialog, filing webreport with a reason about this member. */
export function ReportMember({ member, offerFirst, onClose }: ReportMemberProps) {
  const { memberId } = useSession();
  const [report] = useReportMemberMutation();
  return (
    <Suspense fallback={null}>
      <ReportDialog
        memberName={member.user_name}
        offerFirst={offerFirst}
        onSubmit={(fields) => report({ memberId, otherId: member.user_id, ...fields }).unwrap()}
        onClose={onClose}
      />
    </Suspense>
  );
}
