import { type HiddenItem } from '@dating/contract';
import { useSession } from '@dating/web';
import { useState } from 'react';
import { BlockAndReport } from '../chat/BlockAndReport';
import { useToggleBlockMutation } from '../chat/chatApi';
import { ReportMember } from '../chat/ReportFromChat';

/**
 * Block (asked Yes/No, as in the chat's menu) and Report (the chat's report dialog, offering the
 * hidden message to attach), as the scam warning card has them: a hidden message is often what
 * a member wants to report. Once blocked, the sender leaves the folder (the server's rule).
 */
export function HiddenItemActions({
  item,
  onBlocked,
}: {
  item: HiddenItem;
  onBlocked: () => void;
}) {
  const { memberId } = useSession();
  const [toggleBlock] = useToggleBlockMutation();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <BlockAndReport
        className="hidden-folder__actions"
        name={item.user_name}
        onBlock={() => void toggleBlock({ memberId, userId: item.user_id }).then(onBlocked)}
        onReport={() => setReporting(true)}
      />
      {reporting ? (
        <ReportMember
          member={item}
          messages={item.message_id ? [{ id: item.message_id, text: item.message }] : []}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}
