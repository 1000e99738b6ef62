import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message an SMTP sink accepted: envelope, raw source and its decoded text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header values by lowercase name. */
  header(name: string): string | undefined;
  /** Every body part with quoted-printable and base64 undone, one after the other. */
  decoded: string;
}

/** A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Answer RCPT TO for an address with an SMTP error code (e.g. 451 to retry, 550 to refuse); undefined accepts. */
  refuse(answer: ((to: string) => number | undefined) | undefined): void;
  close(): Promise<void>;
}

/** Undoes the transfer encodings of each MIME part well enough to search the text. */
function decodeParts(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

/** Starts an SMTP sink requiring `user`/`pass` (AUTH PLAIN/LOGIN without TLS, as on a private network). */
export async function startSmtpSink(user = 'isa', pass = 'smtp-secret'): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusal: ((to: string) => number | undefined) | undefined;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const code = refusal?.(address.address);
      if (!code) return callback();
      const err = new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & {
        responseCode: number;
      };
      err.responseCode = code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
        const headers = new Map<string, string>();
        for (const line of head.split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => headers.get(name.toLowerCase()),
          decoded: decodeParts(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    refuse: (answer) => {
      refusal = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
