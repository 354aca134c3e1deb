import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A message in both forms every mail program reads: plain text, and HTML with the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the message; rejects when the SMTP server refused it or could not be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The sender when MAIL_FROM is not set: the product's name at the host it is served from. */
export function defaultMailFrom(publicUrl: string): string {
  return `Plan dan <plan-dan@${new URL(publicUrl).hostname}>`;
}

/**
 * E-mail through real SMTP (nodemailer; SMTP_URL). Without SMTP_URL nothing can be sent, so each message's
 * text, links included, goes to the server's log instead: an operator trying the product out still gets the
 * reset link (README, "E-mail").
 */
export function createMailer({ smtpUrl, from, log }: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!smtpUrl) {
    return {
      async send({ to, subject, text }) {
        log.warn({ to, subject }, `SMTP_URL is not set, so this e-mail was not sent. Its text:\n${text}`);
      },
      close() {},
    };
  }
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
