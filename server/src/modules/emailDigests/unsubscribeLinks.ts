import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe links of digests: the member's id signed with the server's secret
 * (HMAC-SHA256), so the link works from the mail without a session and cannot be made for
 * another member. It does not expire: an old digest's link must still unsubscribe.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly publicUrl: string,
  ) {}

  /** The absolute address of a member's link (GET: the confirmation page; POST: one click). */
  linkOf(memberId: number): string {
    const query = new URLSearchParams({
      member: String(memberId),
      signature: this.sign(memberId),
    });
    return `${this.publicUrl}/api/emailunsubscribe?${query.toString()}`;
  }

  /**
   * The member a link names when its signature is the server's, spelt exactly as the server
   * spells it, else null. The text is compared, not its decoding: a base64url decoder also
   * takes padding, the '+/' alphabet, unused low bits and trailing characters, so several
   * spellings would decode to the same bytes.
   */
  verify(member: string, signature: string): number | null {
    if (!/^[1-9]\d{0,9}$/.test(member)) return null;
    const memberId = Number(member);
    const expected = Buffer.from(this.sign(memberId));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return memberId;
  }

  private sign(memberId: number): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${memberId}`).digest('base64url');
  }
}
