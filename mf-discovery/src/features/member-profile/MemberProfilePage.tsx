import {
  ConfirmModal,
  eventBus,
  MESSAGE_DURATION_MS,
  useSession,
  useTimedMessage,
  VerifiedBadge,
  type LikedItem,
  type MatchResult,
  type MemberProfileDetail,
  type SwipeKind,
  ProfileFieldRows,
} from '@dating/shared';
import { LoadingSkeleton } from '@dating/shared/Skeleton';
import { MESSAGES } from '@dating/shared/messages';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LikeComposer } from '../aimed-likes/LikeComposer';
import { PromptAnswers } from '../aimed-likes/PromptAnswers';
import { MatchModal } from '../match/MatchModal';
import { useOpenChat } from '../match/useOpenChat';
import { useSendLike } from '../match/useSendLike';
import { FloatingMessage } from '../messages/FloatingMessage';
import { PhotoSlider } from '../photos/PhotoSlider';
import { usePremiumGate } from '../premium/usePremiumGate';
import { BlockConfirm } from '../safety/BlockConfirm';
import { ReportMember } from '../safety/ReportMember';
import { useUnmatchMutation, type LikeAim } from '../swipe/swipeApi';
import {
  useMemberProfileQuery,
  useReportMutation,
  useUnfriendMutation,
  useVisitProfileMutation,
} from './memberProfileApi';
import { PROFILE_VIEWS, type ProfileView } from './profileViews';
import './MemberProfilePage.css';

/** Spec section 2: the profile slider plays on its own. */
const SLIDER_AUTOPLAY_MS = 4000;

/** A liked member's answer shows as a floating alert this long after the like (section 4). */
export const LIKE_MESSAGE_DELAY_MS = 2000;

type Confirming = SwipeKind | 'refuse' | 'report' | 'unfriend' | null;

/** Fields this page does not list: the gender shows in who the member is, not as a detail. */
const SHOWN_ELSEWHERE = ['gender'];

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
  const rules = PROFILE_VIEWS[view];
  const navigate = useNavigate();
  const { memberId } = useSession();
  const friendId = Number(useParams().userId);
  const args = { memberId, friendId };
  const { premium } = usePremiumGate();
  const locked = rules.premiumOnly === true && premium === false;
  // A premium-only profile is read once the member is known to be premium (a skeleton till then).
  const held = rules.premiumOnly === true && premium !== true;
  const { data: member, error } = useMemberProfileQuery(args, {
    skip: !(friendId > 0) || held,
  });
  const [visitProfile] = useVisitProfileMutation();
  const [report, { isLoading: reporting }] = useReportMutation();
  const [unfriend] = useUnfriendMutation();
  const [unmatch] = useUnmatchMutation();
  const { send, sending } = useSendLike(`profile-${view}`);
  const { openChat, opening, failed: chatFailed } = useOpenChat();
  const message = useTimedMessage();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [match, setMatch] = useState<MatchResult | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  /** The photo or answer whose like composer is open. */
  const [aimed, setAimed] = useState<LikedItem | null>(null);
  /** The report dialog: from the menu, or offered after unfriending. */
  const [reportOpen, setReportOpen] = useState<'menu' | 'afterUnfriend' | null>(null);
  const failed = !(friendId > 0) || (error !== undefined && !isExpired(error));

  useEffect(() => {
    // After unfriending, the offer to report them stays until answered, even if they left reach.
    if (failed && reportOpen !== 'afterUnfriend') {
      void navigate(rules.onLoadFailure, { replace: true });
    }
  }, [failed, navigate, reportOpen, rules.onLoadFailure]);

  // A free member reaching a visitor's or liker's profile by its address gets the premium popup.
  useEffect(() => {
    if (!locked) return;
    eventBus.emit('premium:open', {
      source: `profile-${view}`,
      benefit: view === 'visitor' ? 'visitors' : 'seeLikes',
    });
    void navigate(rules.back(), { replace: true });
  }, [locked, navigate, rules, view]);

  useEffect(() => {
    if (friendId > 0 && !held) void visitProfile({ memberId, friendId });
  }, [friendId, held, memberId, visitProfile]);

  // A decline's or a like's message shows for its time before the page is left.
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => void navigate(leaving), MESSAGE_DURATION_MS.server);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);

  if (!member) return <LoadingSkeleton label={t('common.loading')} layout="profile" />;

  const like = async (type: SwipeKind, aim?: LikeAim) => {
    setConfirming(null);
    setAimed(null);
    const outcome = await send(friendId, type, aim);
    switch (outcome.kind) {
      case 'matched':
        setMatch(outcome.match);
        return;
      case 'liked':
        // The people view leaves once the answer has been shown for its time.
        window.setTimeout(() => {
          if (outcome.message) message.fromServer(outcome.message, 'success');
          if (rules.afterSwipe) setLeaving(rules.afterSwipe);
        }, LIKE_MESSAGE_DELAY_MS);
        return;
      case 'noSuperlikes':
        return;
      case 'refused':
        message.fromFailure(outcome.error);
        return;
    }
  };

  const likeAimed = (liked: LikedItem, comment: string) =>
    like('like', {
      ...(liked.kind === 'photo'
        ? { liked_photo: liked.image }
        : { liked_prompt: liked.prompt_id }),
      ...(comment !== '' && { comment }),
    });

  const refuse = async () => {
    setConfirming(null);
    try {
      await unmatch({ memberId, followId: friendId }).unwrap();
      message.fromServer(MESSAGES.userDeclined, 'success');
      setLeaving(rules.afterSwipe ?? rules.back());
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const toggleReport = async () => {
    setConfirming(null);
    setMenuOpen(false);
    try {
      await report(args).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const endFriendship = async () => {
    setConfirming(null);
    try {
      await unfriend(args).unwrap();
      // The page is left once the offer to report them too is answered.
      setReportOpen('afterUnfriend');
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const questions: Record<Exclude<Confirming, null>, string> = {
    like: t('profile.confirmLike'),
    superlike: t('profile.confirmSuperLike'),
    refuse: t('profile.confirmDecline'),
    report: t('profile.reportConfirm'),
    unfriend: t('profile.confirmUnfriend'),
  };
  const answers: Record<Exclude<Confirming, null>, () => Promise<void>> = {
    like: () => like('like'),
    superlike: () => like('superlike'),
    refuse,
    report: toggleReport,
    unfriend: endFriendship,
  };
  const matched = member.send_match === '1';
  const canSwipe = member.send_match !== '1' && member.send_match !== '3';
  const busy = sending || leaving !== null;

  return (
    <section className="member-profile">
      <header className="member-profile__header">
        <Link to={rules.back()} className="member-profile__back" aria-label={t('common.back')}>
          ‹
        </Link>
        <h1>
          {member.age !== null ? `${member.user_name}, ${member.age}` : member.user_name}
          {member.verified === 'true' ? <VerifiedBadge /> : null}
          {member.premium_member === 'true' ? (
            <span
              className="member-profile__badge"
              role="img"
              aria-label={t('profile.premiumBadge')}
            >
              ♛
            </span>
          ) : null}
        </h1>
        <div className="member-profile__menu">
          <button
            type="button"
            className="member-profile__menu-button"
            aria-label={t('profile.moreActions')}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            ⋮
          </button>
          {menuOpen ? (
            <ul role="menu" className="member-profile__menu-list">
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  disabled={reporting}
                  onClick={() => {
                    setMenuOpen(false);
                    // Reporting asks for a reason; withdrawing keeps the spec's 'Are you sure ?'.
                    if (member.report === 'true') setConfirming('report');
                    else setReportOpen('menu');
                  }}
                >
                  {member.report === 'true' ? t('profile.unreport') : t('profile.report')}
                </button>
              </li>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setMenuOpen(false);
                    setBlocking(true);
                  }}
                >
                  {t('safety.block')}
                </button>
              </li>
            </ul>
          ) : null}
        </div>
      </header>
      <div className="member-profile__photos">
        <PhotoSlider
          photos={member.imagess}
          alt={member.user_name}
          autoplayMs={SLIDER_AUTOPLAY_MS}
        />
      </div>
      {canSwipe && member.imagess.length > 0 ? (
        <ul className="member-profile__photo-likes">
          {member.imagess.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="member-profile__photo-like"
                disabled={busy}
                onClick={() => setAimed({ kind: 'photo', image })}
              >
                <img src={image} alt="" />
                <span>{t('aimedLikes.likePhoto', { number: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Details member={member} />
      <PromptAnswers
        prompts={member.prompts ?? []}
        onLike={
          canSwipe && !busy
            ? ({ prompt_id, answer }) => setAimed({ kind: 'prompt', prompt_id, answer })
            : undefined
        }
      />
      {aimed ? (
        <LikeComposer
          liked={aimed}
          sending={busy}
          onSend={(comment) => void likeAimed(aimed, comment)}
          onClose={() => setAimed(null)}
        />
      ) : null}
      <div className="member-profile__actions">
        {matched ? (
          <>
            <button
              type="button"
              className="dating-button"
              disabled={opening}
              onClick={() => void openChat(friendId)}
            >
              {t('match.sendMessage')}
            </button>
            <button
              type="button"
              className="dating-button dating-button--ghost"
              onClick={() => setConfirming('unfriend')}
            >
              {t('profile.unfriend')}
            </button>
          </>
        ) : null}
        {canSwipe ? (
          <>
            <button
              type="button"
              className="swipe-button swipe-button--nope"
              aria-label={t(rules.refuse === 'decline' ? 'profile.decline' : 'profile.dislike')}
              disabled={busy}
              onClick={() => setConfirming('refuse')}
            >
              ✕
            </button>
            <button
              type="button"
              className="swipe-button swipe-button--superlike"
              aria-label={t('profile.superLike')}
              disabled={busy}
              onClick={() => setConfirming('superlike')}
            >
              ★
            </button>
            <button
              type="button"
              className="swipe-button swipe-button--like"
              aria-label={t('profile.like')}
              disabled={busy}
              onClick={() => setConfirming('like')}
            >
              ♥
            </button>
          </>
        ) : null}
      </div>
      {chatFailed ? (
        <p className="dating-form-message dating-form-message--error" role="alert">
          {t('match.chatFailed')}
        </p>
      ) : null}
      <ConfirmModal
        open={confirming !== null}
        title={confirming ? questions[confirming] : ''}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => {
          if (confirming) void answers[confirming]();
        }}
        onNo={() => setConfirming(null)}
      />
      <BlockConfirm
        member={blocking ? member : null}
        onBlocked={() => void navigate(rules.back())}
        onFailed={message.fromFailure}
        onClose={() => setBlocking(false)}
      />
      {reportOpen ? (
        <ReportMember
          member={member}
          offerFirst={reportOpen === 'afterUnfriend'}
          onClose={() => {
            setReportOpen(null);
            if (reportOpen === 'afterUnfriend') void navigate(rules.back());
          }}
        />
      ) : null}
      {match ? (
        <MatchModal
          match={match}
          onClose={() => {
            setMatch(null);
            if (rules.afterSwipe) void navigate(rules.afterSwipe);
          }}
        />
      ) : null}
      <FloatingMessage message={message.shown} />
    </section>
  );
}

/** A 401 already ended the session; the shell takes the member to /login. */
function isExpired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
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
