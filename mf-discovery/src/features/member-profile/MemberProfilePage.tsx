import { GENDER_FIELD, type MemberProfileDetail } from '@dating/contract';
import { LoadFailed, ProfileFieldRows } from '@dating/ui';
import { VerifyToMessage } from '@dating/ui/VerifyToMessage';
import { PromptAnswers } from '@dating/ui/PromptAnswers';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LikeComposer } from '../like/LikeComposer';
import { PhotoLikes } from '../like/PhotoLikes';
import { FloatingMessage } from '../messages/FloatingMessage';
import { PhotoSlider } from '../photos/PhotoSlider';
import { MatchSummary } from './compare/MatchSummary';
import { MemberProfileButtons } from './MemberProfileButtons';
import { MemberProfileDialogs } from './MemberProfileDialogs';
import { MemberProfileHeader } from './MemberProfileHeader';
import type { ProfileView } from './profileViews';
import { useMemberProfileActions } from './useMemberProfileActions';
import './MemberProfilePage.css';

/** Spec section 2: the profile slider plays on its own. */
const SLIDER_AUTOPLAY_MS = 4000;

/** Fields this page does not list: the gender shows in who the member is, not as a detail. */
const SHOWN_ELSEWHERE = [GENDER_FIELD.name];

function Details({ member }: { member: MemberProfileDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="member-profile__details">
      {member.location ? (
        <div>
          <dt>{t('profile.livesIn')}</dt>
          <dd>{member.location}</dd>
        </div>
      ) : null}
      {/* The field list's fields the server let through (each member's privacy applied). */}
      <ProfileFieldRows values={member} audience="members" skip={SHOWN_ELSEWHERE} />
      {member.interest_other.length > 0 ? (
        <div>
          <dt>{t('profile.interests')}</dt>
          <dd>
            <ul className="member-profile__interests">
              {member.interest_other.map((interest) => (
                <li key={interest}>{interest}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function MemberProfile({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const actions = useMemberProfileActions(view);
  const { member, rules, busy, canSwipe, aimed } = actions;
  if (!member) {
    return actions.unanswered ? (
      <LoadFailed
        text={t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={actions.retry}
      >
        {/* The page's own Back is in its header, drawn with the profile. */}
        <Link to={rules.back()}>{t('common.back')}</Link>
      </LoadFailed>
    ) : (
      <LoadingSkeleton label={t('common.loading')} layout="profile" />
    );
  }

  return (
    <section className="member-profile">
      <MemberProfileHeader
        member={member}
        backTo={rules.back()}
        reporting={actions.reporting}
        onReport={actions.askReport}
        onBlock={() => actions.setBlocking(true)}
      />
      <div className="member-profile__photos">
        <PhotoSlider
          photos={member.imagess}
          alt={member.user_name}
          autoplayMs={SLIDER_AUTOPLAY_MS}
        />
      </div>
      {canSwipe ? <PhotoLikes photos={member.imagess} disabled={busy} onAim={actions.aim} /> : null}
      <Details member={member} />
      <MatchSummary member={member} />
      <PromptAnswers
        prompts={member.prompts ?? []}
        label={t('aimedLikes.prompts')}
        likeLabel={(prompt) => t('aimedLikes.likeAnswer', { prompt })}
        onLike={
          canSwipe && !busy
            ? ({ prompt_id, answer }) => actions.aim({ kind: 'prompt', prompt_id, answer })
            : undefined
        }
      />
      {aimed ? (
        <LikeComposer
          liked={aimed}
          sending={busy}
          onSend={(comment) => actions.likeAimed(aimed, comment)}
          onClose={() => actions.aim(null)}
        />
      ) : null}
      {actions.verifyFirst ? (
        <VerifyToMessage
          reason={t('messages.verifiedOnlyContact')}
          linkLabel={t('profile.verifyToMessage')}
        />
      ) : null}
      <MemberProfileButtons actions={actions} refuse={rules.refuse} />
      <MemberProfileDialogs member={member} actions={actions} />
      <FloatingMessage message={actions.message} />
    </section>
  );
}

function viewPage(view: ProfileView): ComponentType {
  return function MemberProfilePage() {
    return <MemberProfile view={view} />;
  };
}

/** Another member's profile (spec section 2, Other-user profile views), one page per list. */
export const MEMBER_PROFILE_PAGES: Record<ProfileView, ComponentType> = {
  people: viewPage('people'),
  visitor: viewPage('visitor'),
  friend: viewPage('friend'),
  friendRequest: viewPage('friendRequest'),
  liker: viewPage('liker'),
};
