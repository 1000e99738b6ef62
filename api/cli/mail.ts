import { listStoredMail, readStoredMail } from '../services/mail/store.ts';
import type { CliCommand } from './command.ts';

const USAGE = `Usage:
  npm run mail -- list      the e-mails written to DATA_DIR/mail (no SMTP_URL), newest first
  npm run mail -- show ID   one of them as sent (RFC 5322)`;

/** `mail list|show ID`: reads the e-mails the site wrote as .eml files when no SMTP server is configured. */
export const mailCommand: CliCommand = {
  async run([sub, id], { config, out }) {
    const dir = config.delivery.mail.dir;
    if (sub === 'list') {
      const mails = await listStoredMail(dir);
      if (config.delivery.mail.smtpUrl) console.error('SMTP_URL is set: new e-mail goes to the SMTP server, not here.');
      if (mails.length === 0) out(`No e-mail in ${dir}.`);
      for (const mail of mails) out(`${mail.id}  ${mail.date}  ${mail.to}  ${mail.subject}`);
      return 0;
    }
    if (sub === 'show' && id) {
      const raw = await readStoredMail(dir, id);
      if (raw === undefined) {
        console.error(`No e-mail ${id} in ${dir}.`);
        return 1;
      }
      out(raw.trimEnd());
      return 0;
    }
    console.error(USAGE);
    return sub === undefined || sub === '--help' ? 0 : 2;
  },
};
