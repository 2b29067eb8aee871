import type { ModerationMemberRef } from '@dating/contract';

/** A member's main photo, small, or their initial when they have none. */
export function MemberAvatar({ member }: { member: ModerationMemberRef }) {
  return member.user_image ? (
    <img className="moderation__avatar" src={member.user_image} alt="" />
  ) : (
    <span className="moderation__avatar" aria-hidden="true">
      {member.user_name.slice(0, 1).toUpperCase()}
    </span>
  );
}
