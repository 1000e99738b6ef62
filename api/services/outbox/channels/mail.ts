import nodemailer from 'nodemailer';
import { writeStoredMail } from '../../mail/store.ts';
import { describeError, type DeliveryChannel, type SendResult } from '../channel.ts';
import { MAIL_EVENT_TYPE, type MailMessage, type OutboxEvent } from '../outbox.ts';

/** Where mail goes: an SMTP server (SMTP_URL), or .eml files in a folder. */
export type MailTarget = { smtpUrl: string; from: string } | { dir: string; from: string };

/**
 * The mail channel: each `mail.message` event becomes one e-mail built by nodemailer, with the event id in
 * its Message-ID so a resent copy is recognisably the same message. Over SMTP, a 5xx answer about the
 * recipient is final (dead); everything else is retried.
 */
export function mailChannel(target: MailTarget, timeoutMs: number): DeliveryChannel {
  const transport =
    'smtpUrl' in target
      ? nodemailer.createTransport({
          url: target.smtpUrl,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });
  const domain = /@([^>\s]+)/.exec(target.from)?.[1] ?? 'isa.local';
  return {
    name: 'mail',
    batchSize: 1,
    accepts: (type) => type === MAIL_EVENT_TYPE,
    async send(events, signal) {
      const results: SendResult[] = [];
      for (const event of events) results.push(await sendOne(event, signal));
      return results;
    },
  };

  async function sendOne(event: OutboxEvent, signal: AbortSignal): Promise<SendResult> {
    const message = event.payload as MailMessage;
    const mail = {
      from: target.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${event.id}@${domain}>`,
      date: event.createdAt,
      headers: { 'X-ISA-Kind': message.kind },
    };
    try {
      const info = await Promise.race([
        transport.sendMail(mail),
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason as Error);
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        }),
      ]);
      if ('dir' in target) await writeStoredMail(target.dir, event.id, (info as { message: Buffer }).message);
      return { ok: true };
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      return {
        ok: false,
        error: describeError(err),
        ...(code ? { status: code } : {}),
        ...(code && code >= 550 && code < 560 ? { permanent: true } : {}),
      };
    }
  }
}
