import { useSession } from '@dating/web';
import { type ChatMessage } from '@dating/contract';
import { lazy, Suspense, useMemo } from 'react';
import { useReportMemberMutation } from './chatApi';

// The dialog is an entry of its own, loaded when a member first reports someone.
const ReportDialog = lazy(async () => ({
  default: (await import('@dating/ui/ReportDialog')).ReportDialog,
}));

/** How many of the other member's latest messages the dialog offers to attach. */
const OFFERED_MESSAGES = 20;

export interface ReportFromChatProps {
  member: { user_id: number; user_name: string };
  messages: readonly (ChatMessage & { pending?: boolean })[];
  /** After unfriending: ask 'Report this member too?' first. */
  offerFirst: boolean;
  onClose: () => void;
}

/** The shared report dialog from a chat: the other member's recent messages can be attached. */
export function ReportFromChat({ member, messages, offerFirst, onClose }: ReportFromChatProps) {
  const theirs = useMemo(
    () =>
      messages
        .filter(
          (message) =>
            message.sender_id === member.user_id && !message.pending && message.type !== 'feed',
        )
        .slice(-OFFERED_MESSAGES)
        .map((message) => ({
          id: message.id,
          text: message.type === 'text' ? message.message : '',
        })),
    [messages, member.user_id],
  );
  return (
    <ReportMember member={member} messages={theirs} offerFirst={offerFirst} onClose={onClose} />
  );
}

export interface ReportMemberProps {
  member: { user_id: number; user_name: string };
  /** The member's messages the dialog offers to attach. */
  messages: readonly { id: number; text: string }[];
  offerFirst?: boolean;
  onClose: () => void;
}

/** The shared report dialog about a member (webreport), with messages offered to attach. */
export function ReportMember({ member, messages, offerFirst = false, onClose }: ReportMemberProps) {
  const { memberId } = useSession();
  const [report] = useReportMemberMutation();
  return (
    <Suspense fallback={null}>
      <ReportDialog
        memberName={member.user_name}
        messages={messages}
        offerFirst={offerFirst}
        onSubmit={(fields) =>
          report({ memberId, report_user_id: member.user_id, ...fields }).unwrap()
        }
        onClose={onClose}
      />
    </Suspense>
  );
}
