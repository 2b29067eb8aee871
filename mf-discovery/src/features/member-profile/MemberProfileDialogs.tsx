import { ConfirmModal } from '@dating/ui/Modal';
import { type MemberProfileDetail } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { MatchModal } from '../like/MatchModal';
import { BlockConfirm } from '../safety/BlockConfirm';
import { ReportMember } from '../safety/ReportMember';
import type { MemberProfileActions } from './useMemberProfileActions';

/** What the profile's actions open: the confirmation, block, report and the match moment. */
export function MemberProfileDialogs({
  member,
  actions,
}: {
  member: MemberProfileDetail;
  actions: MemberProfileActions;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmModal
        open={actions.question !== null}
        title={actions.question ?? ''}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={actions.answerYes}
        onNo={actions.answerNo}
      />
      <BlockConfirm
        member={actions.blocking ? member : null}
        onBlocked={actions.leaveAfterBlock}
        onFailed={actions.showFailure}
        onClose={() => actions.setBlocking(false)}
      />
      {actions.reportOpen ? (
        <ReportMember
          member={member}
          offerFirst={actions.reportOpen === 'afterUnfriend'}
          onClose={actions.closeReport}
        />
      ) : null}
      {actions.match ? <MatchModal match={actions.match} onClose={actions.closeMatch} /> : null}
    </>
  );
}
