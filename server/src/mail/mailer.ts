/** A plain-text mail to one address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: SMTP in production, the in-memory outbox otherwise. */
export interface Mailer {
  /** Whether what is sent reaches the addressee (SMTP, or an outbox someone can read). */
  readonly reachesRecipients: boolean;
  send(mail: Mail): Promise<void>;
}
