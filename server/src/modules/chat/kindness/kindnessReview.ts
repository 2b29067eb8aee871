import type { Language } from '@dating/contract/rules';
import { createHash } from 'node:crypto';
import { ApiError } from '../../../http/apiError';
import { isUnkind } from './kindnessCheck';
import type { KindnessRepository } from './kindnessRepository';

/** How long after a refusal the same text, sent again in the same chat, goes through. */
export const RESEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * The refusal of a flagged text, in the caller's language: a client written from the spec
 * alone shows the message as it is and cannot send `send_anyway`, so it says how to go on.
 */
export const FLAGGED_REFUSAL_TEXTS: Readonly<Record<Language, string>> = {
  en: 'Are you sure? This message may be hurtful. To send it anyway, send it again within 10 minutes.',
  fr: 'Êtes-vous sûr ? Ce message pourrait blesser. Pour l’envoyer quand même, renvoyez-le dans les 10 minutes.',
  sp: '¿Estás seguro? Este mensaje podría herir. Para enviarlo de todos modos, vuelve a enviarlo en los próximos 10 minutos.',
  ar: 'هل أنت متأكد؟ قد تكون هذه الرسالة جارحة. لإرسالها على أي حال، أرسلها مرة أخرى خلال 10 دقائق.',
};

/** 409: the text was not stored; the sender confirms (send_anyway) or edits it. */
export class FlaggedMessageRefusal extends ApiError {
  override readonly fields = { flagged: 'true' } as const;

  constructor(language: Language) {
    super(409, FLAGGED_REFUSAL_TEXTS[language]);
  }
}

const hashOf = (text: string) => createHash('sha256').update(text.trim()).digest('hex');

/**
 * Kinder messages: a text the check flags asks its sender first. Nothing is blocked outright:
 * it is stored (flagged) once the sender confirms with `send_anyway`, or sends the same text
 * again in the same chat within RESEND_WINDOW_MS.
 */
export class KindnessReview {
  constructor(
    private readonly repository: KindnessRepository,
    private readonly now: () => Date,
  ) {}

  /** Whether the text needs `review`: most texts are stored unflagged without it. */
  asksFirst(text: string): boolean {
    return isUnkind(text);
  }

  /** Whether the text is stored flagged; throws FlaggedMessageRefusal when it asks first. */
  async review(
    senderId: number,
    chatId: number,
    text: string,
    sendAnyway: boolean,
    language: Language,
  ): Promise<boolean> {
    if (!this.asksFirst(text)) return false;
    if (sendAnyway) return true;
    const hash = hashOf(text);
    const now = this.now();
    const windowStart = new Date(now.getTime() - RESEND_WINDOW_MS);
    if (await this.repository.warnedSince(senderId, chatId, hash, windowStart)) return true;
    await this.repository.recordWarning(senderId, chatId, hash, now, windowStart);
    throw new FlaggedMessageRefusal(language);
  }
}
