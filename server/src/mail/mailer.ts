/** A plain-text mail to one address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Headers beyond the usual, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Sends mail: over SMTP, or into the in-memory outbox without SMTP_URL. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
