import { eventBus, isRefusal, useSession } from '@dating/web';
import { MESSAGE_DURATION_MS, useTimedMessage } from '@dating/ui';
import { type LikedItem, type MatchResult, type SwipeKind } from '@dating/contract';
import { MESSAGES, messageKeyOf } from '@dating/contract/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useUnmatchMutation, type LikeAim } from '../like/likeApi';
import { useOpenChat } from '../like/useOpenChat';
import { useSendLike } from '../like/useSendLike';
import { usePremiumGate } from '../premium/usePremiumGate';
import { useSaveMemberMutation } from '../saved/savedApi';
import {
  useMemberProfileQuery,
  useReportMutation,
  useUnfriendMutation,
  useVisitProfileMutation,
} from './memberProfileApi';
import { PROFILE_VIEWS, type ProfileView } from './profileViews';

/** A liked member's answer shows as a floating alert this long after the like (section 4). */
const LIKE_MESSAGE_DELAY_MS = 2000;

/** What the confirmation asks about ('Are you sure ?' of spec section 2). */
export type Confirming = SwipeKind | 'refuse' | 'report' | 'unfriend';

/**
 * Another member's profile as the list it was opened from shows it, and everything its buttons
 * do: the like (aimed or not), super like, decline, report, unfriend, block and the match they
 * may make, each asked first, its answer shown, and the page left when the view says so.
 */
export function useMemberProfileActions(view: ProfileView) {
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
  const {
    data: member,
    error,
    refetch,
  } = useMemberProfileQuery(args, { skip: !(friendId > 0) || held });
  const [visitProfile] = useVisitProfileMutation();
  const [report, { isLoading: reporting }] = useReportMutation();
  const [unfriend] = useUnfriendMutation();
  const [unmatch] = useUnmatchMutation();
  const [saveMember, { isLoading: saving }] = useSaveMemberMutation();
  const { send, sending } = useSendLike(`profile-${view}`);
  const chat = useOpenChat();
  const message = useTimedMessage();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [match, setMatch] = useState<MatchResult | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  /** The photo or answer whose like composer is open. */
  const [aimed, setAimed] = useState<LikedItem | null>(null);
  const [verifyFirst, setVerifyFirst] = useState(false);
  /** The report dialog: from the menu, or offered after unfriending. */
  const [reportOpen, setReportOpen] = useState<'menu' | 'afterUnfriend' | null>(null);
  // The spec's failed load is a refusal (no such member, or out of reach): it leaves the page.
  // A call that got no answer (no network, a server error) is asked again on Retry instead.
  const refused = !(friendId > 0) || (isRefusal(error) && !isExpired(error));
  const unanswered = error !== undefined && !isRefusal(error) && member === undefined;

  useEffect(() => {
    // After unfriending, the offer to report them stays until answered, even if they left reach.
    if (refused && reportOpen !== 'afterUnfriend') {
      void navigate(rules.onLoadFailure, { replace: true });
    }
  }, [refused, navigate, reportOpen, rules.onLoadFailure]);

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
        // A comment to a member who hears only from verified members: said until the page is
        // left, with the way to verify.
        if (isVerifiedOnlyRefusal(outcome.error)) setVerifyFirst(true);
        else message.fromFailure(outcome.error);
        return;
    }
  };

  /** Runs a change; its failure shows in the page's message. */
  const attempt = async (change: () => Promise<unknown>) => {
    setConfirming(null);
    try {
      await change();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const answers: Record<Confirming, () => Promise<void>> = {
    like: () => like('like'),
    superlike: () => like('superlike'),
    refuse: () =>
      attempt(async () => {
        await unmatch({ memberId, followId: friendId }).unwrap();
        message.fromServer(MESSAGES.userDeclined, 'success');
        setLeaving(rules.afterSwipe ?? rules.back());
      }),
    report: () => attempt(() => report(args).unwrap()),
    unfriend: () =>
      attempt(async () => {
        await unfriend(args).unwrap();
        // The page is left once the offer to report them too is answered.
        setReportOpen('afterUnfriend');
      }),
  };
  const questions: Record<Confirming, string> = {
    like: t('profile.confirmLike'),
    superlike: t('profile.confirmSuperLike'),
    refuse: t('profile.confirmDecline'),
    report: t('profile.reportConfirm'),
    unfriend: t('profile.confirmUnfriend'),
  };

  /** Saved for later: on the Saved list, out of the deck, neither liked nor noped. */
  const saveForLater = async () => {
    try {
      const answer = await saveMember({ memberId, otherId: friendId }).unwrap();
      message.fromServer(answer.message, 'success');
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return {
    rules,
    member,
    /** The profile could not be loaded for want of an answer, and `retry` asks again. */
    unanswered,
    retry: () => void refetch(),
    friendId,
    message: message.shown,
    showFailure: message.fromFailure,
    chat,
    matched: member?.send_match === '1',
    canSwipe: member !== undefined && member.send_match !== '1' && member.send_match !== '3',
    busy: sending || leaving !== null,
    saving,
    saveForLater: () => void saveForLater(),
    reporting,
    /** The open confirmation's question, or null. */
    question: confirming ? questions[confirming] : null,
    ask: setConfirming,
    answerYes: () => {
      if (confirming) void answers[confirming]();
    },
    answerNo: () => setConfirming(null),
    /** Reporting asks for a reason; withdrawing a report keeps the spec's 'Are you sure ?'. */
    askReport: () => (member?.report === 'true' ? setConfirming('report') : setReportOpen('menu')),
    reportOpen,
    closeReport: () => {
      setReportOpen(null);
      if (reportOpen === 'afterUnfriend') void navigate(rules.back());
    },
    blocking,
    setBlocking,
    leaveAfterBlock: () => void navigate(rules.back()),
    aimed,
    aim: setAimed,
    /** The last like's comment was refused for want of the verified badge. */
    verifyFirst,
    likeAimed: (liked: LikedItem, comment: string) =>
      void like('like', {
        ...(liked.kind === 'photo'
          ? { liked_photo: liked.image }
          : { liked_prompt: liked.prompt_id }),
        ...(comment !== '' && { comment }),
      }),
    match,
    closeMatch: () => {
      setMatch(null);
      if (rules.afterSwipe) void navigate(rules.afterSwipe);
    },
  };
}

export type MemberProfileActions = ReturnType<typeof useMemberProfileActions>;

/** The server's refusal of a first contact from a member without the verified badge. */
function isVerifiedOnlyRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    messageKeyOf(error.message) === 'verifiedOnlyContact'
  );
}

/** A 401 already ended the session; the shell takes the member to /login. */
function isExpired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}
