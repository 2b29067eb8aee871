import type { OutboxMail } from '@dating/contract/schemas';
import type { Mail, Mailer } from './mailer';

// Enough for a day of e2e runs; older mails are forgotten first.
const OUTBOX_CAPACITY = 500;

/**
 * Keeps sent mail in memory instead of delivering it, so a sign-up code can be read without a
 * mail server (GET /api/dev/mail, from this machine only; never in production unless
 * DEV_OUTBOX=true).
 */
export class OutboxMailer implements Mailer {
  private readonly mails: OutboxMail[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  send(mail: Mail): Promise<void> {
    this.mails.push({ ...mail, time: this.now().toISOString() });
    if (this.mails.length > OUTBOX_CAPACITY) this.mails.shift();
    return Promise.resolve();
  }

  /** The mails sent to an address, newest last. */
  mailsTo(address: string): OutboxMail[] {
    const wanted = address.trim().toLowerCase();
    return this.mails.filter((mail) => mail.to.toLowerCase() === wanted);
  }
}
