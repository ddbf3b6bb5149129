import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one plain-text message; rejects when the mail server refuses or cannot be reached. */
export type SendMail = (mail: Mail) => Promise<void>;

/** Mail through SMTP_URL, or undefined when no mail server is configured. */
export function createMailer(mail: Config['mail']): SendMail | undefined {
  if (!mail) return undefined;
  // A reset link is worth little after minutes of waiting: fail fast and say so in the log.
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: mail.from, to, subject, text });
  };
}
