import { MESSAGES } from '@dating/contract/rules';
import { createHash } from 'node:crypto';
import { ApiError } from '../../http/apiError';
import { normaliseMessage } from '../chat/kindness/wordListMatcher';
import type { ContentService } from '../content/contentService';
import type { ImageText } from '../vision/imageText';
import { readLookAlikes } from './lookAlikes';
import { detectScam, type ScamFinding, type ScamLists, type ScamReason } from './scamCheck';
import type { ScamRepository } from './scamRepository';
import { scamListsOf, scamThresholdsOf, type ScamThresholds } from './scamSettings';

/**
 * The refusal of a text others read on a profile or with a like, by the finding's reason: the
 * rules' reasons only. The learned model cautions a chat's receiver and informs the moderators,
 * but refuses nobody's words: up to 1 % of ordinary texts read to it like a scam.
 */
const REFUSALS: Readonly<Record<Exclude<ScamReason, 'reads_like_scam'>, string>> = {
  moves_off_app: MESSAGES.offPlatformContact,
  asks_for_money: MESSAGES.moneyTalk,
  sells_content: MESSAGES.contentSales,
};

/** The admin's lists with the learned model off: the rules alone. */
const rulesAlone = (lists: ScamLists): ScamLists => ({ ...lists, modelThreshold: 1 });

/** The admin's lists and thresholds are read again at most this often (every chat text needs them). */
const SETTINGS_KEPT_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A report's details hold at most this much (`MAX_REPORT_DETAILS`). */
const MAX_DETAILS = 500;

/** One chat text with a hit, once stored. */
export interface ChatHit {
  senderId: number;
  receiverId: number;
  messageId: string;
  text: string;
  finding: ScamFinding;
}

/** How many times the most frequent value comes. */
function mostRepeated(values: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

const hashOf = (text: string) =>
  createHash('sha256')
    .update(
      normaliseMessage(readLookAlikes(text))
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    )
    .digest('hex');

/**
 * What the scam check does with a hit, by where it is: a text others read on a profile or
 * with a like is refused with the reason; a chat text is delivered with a caution its receiver
 * is warned with, and kept as a signal; a sender whose hits reach several members in the window
 * is put in the moderators' queue by a report of the check, with the texts and kinds.
 */
export class ScamReview {
  private settings: { readAt: number; lists: ScamLists; thresholds: ScamThresholds } | undefined;

  constructor(
    private readonly repository: ScamRepository,
    private readonly content: Pick<ContentService, 'settings'>,
    private readonly now: () => Date,
  ) {}

  private async current() {
    const at = this.now().getTime();
    if (
      !this.settings ||
      at - this.settings.readAt >= SETTINGS_KEPT_MS ||
      at < this.settings.readAt
    ) {
      const settings = await this.content.settings();
      this.settings = {
        readAt: at,
        lists: scamListsOf(settings),
        thresholds: scamThresholdsOf(settings),
      };
    }
    return this.settings;
  }

  /** The hits in a text, with the admin's lists. */
  async check(text: string): Promise<ScamFinding> {
    return detectScam(text, (await this.current()).lists);
  }

  /**
   * The contacts and asks of a picture's text and QR codes (vision's reading), as evidence for a
   * moderator: what the same check finds in members' texts.
   */
  async contactsInPicture({ text, qr }: ImageText): Promise<string[]> {
    // The rules alone: the model learned from typed texts, not from OCR's reading of a picture,
    // and a hit here holds a photo.
    const { lists } = await this.current();
    const { hits } = detectScam([text, ...qr].join('\n'), rulesAlone(lists));
    return [...new Set(hits.map(({ evidence }) => evidence))];
  }

  /** Refuses (400, the reason's message) the first of these texts with a hit of the rules. */
  async refuseShared(texts: readonly (string | null | undefined)[]): Promise<void> {
    const { lists } = await this.current();
    for (const text of texts) {
      if (!text) continue;
      const { reason } = detectScam(text, rulesAlone(lists));
      if (reason && reason !== 'reads_like_scam') throw new ApiError(400, REFUSALS[reason]);
    }
  }

  /** Keeps a chat text's hit, and queues its sender once their hits reach enough members. */
  async recordChatHit({ senderId, receiverId, messageId, text, finding }: ChatHit): Promise<void> {
    const { thresholds } = await this.current();
    const now = this.now();
    await this.repository.record({
      sender_id: senderId,
      receiver_id: receiverId,
      message_id: messageId,
      kinds: [...new Set(finding.hits.map(({ kind }) => kind))],
      text,
      created_at: now,
    });
    const windowStart = new Date(now.getTime() - thresholds.windowHours * HOUR_MS);
    const signals = await this.repository.signalsSince(senderId, windowStart);
    const members = new Set(signals.map((row) => row.receiver_id)).size;
    const sameIntroMembers = mostRepeated(
      (await this.repository.introsSince(senderId, windowStart)).map(hashOf),
    );
    const newAndUnverified = await this.repository.isNewAndUnverified(
      senderId,
      new Date(now.getTime() - thresholds.newMemberDays * DAY_MS),
    );
    const highSeverity = newAndUnverified || sameIntroMembers >= thresholds.sameIntroMembers;
    if (members < (highSeverity ? thresholds.queueMembersHighSeverity : thresholds.queueMembers)) {
      return;
    }
    const kinds = [...new Set(signals.flatMap((row) => row.kinds))].sort();
    const facts = [
      `Scam check: ${members} members in ${thresholds.windowHours} h`,
      `kinds: ${kinds.join(', ')}`,
      ...(newAndUnverified ? ['new unverified member'] : []),
      ...(sameIntroMembers > 1 ? [`the same first message to ${sameIntroMembers} members`] : []),
    ];
    const texts = [...new Set(signals.map((row) => row.text))].map((sent) => `– ${sent}`);
    const details = [`${facts.join('; ')}.`, ...texts].join('\n').slice(0, MAX_DETAILS);
    const messageIds = signals.flatMap(({ message_id }) => (message_id ? [message_id] : []));
    await this.repository.openReport(senderId, details, messageIds.slice(0, 10), now);
  }
}
