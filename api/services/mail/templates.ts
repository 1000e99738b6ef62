import { escapeUTF8 } from 'entities';
import { siteConfig } from '../../../src/content/site.ts';
import type { MailMessage } from '../outbox/outbox.ts';

/** One paragraph of an e-mail: plain text, or text with a link (the link is shown in full in plain text). */
type Block = string | { text: string; href: string };

/** Plain text and simple, accessible HTML (one column, real links, a language and a title) from the same blocks. */
function compose(to: string, subject: string, kind: string, blocks: Block[]): MailMessage {
  const text = `${blocks.map((b) => (typeof b === 'string' ? b : `${b.text}\n${b.href}`)).join('\n\n')}\n`;
  const paragraphs = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeUTF8(b).replace(/\n/g, '<br>')}</p>`
        : `<p>${escapeUTF8(b.text)}<br><a href="${escapeUTF8(b.href)}">${escapeUTF8(b.href)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeUTF8(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a; max-width: 600px;">
${paragraphs}
</body>
</html>
`;
  return { to, subject, text, html, kind };
}

const helpLine = () =>
  `Questions or trouble with the link? Reply to this e-mail or write to ${siteConfig.contactEmail}.`;

/** To the candidate on a new application: the job, the interview link, and how to get help. */
export function applicationReceivedMail(application: {
  email: string;
  firstName: string;
  jobTitle: string;
  interviewLink: string;
}): MailMessage {
  return compose(application.email, `Your interview for ${application.jobTitle}`, 'application.created', [
    `Hello ${application.firstName},`,
    `Thank you for applying for ${application.jobTitle}. The next step is a short interview with ISA, our interview assistant, which you can take at any time that suits you.`,
    { text: 'Start your interview here:', href: application.interviewLink },
    'The link is personal: please do not share it.',
    helpLine(),
    `— ${siteConfig.fullName}`,
  ]);
}

/** On a repeated application: the stored interview link, sent only to the address on file. */
export function applicationReminderMail(application: {
  email: string;
  firstName: string;
  jobTitle: string;
  interviewLink: string;
}): MailMessage {
  return compose(application.email, `Your interview link for ${application.jobTitle}`, 'application.duplicate', [
    `Hello ${application.firstName},`,
    `You have already applied for ${application.jobTitle}, so here is your interview link again.`,
    { text: 'Start your interview here:', href: application.interviewLink },
    'If you did not just apply again, you can ignore this e-mail: your application is unchanged.',
    helpLine(),
    `— ${siteConfig.fullName}`,
  ]);
}

/** A day after an application whose interview has not been started: the link again, and how long it stays open. */
export function interviewReminderMail(application: {
  email: string;
  firstName: string;
  jobTitle: string;
  interviewLink: string;
  expiresAt: Date;
}): MailMessage {
  const until = application.expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return compose(application.email, `Your interview for ${application.jobTitle} is waiting`, 'interview.reminder', [
    `Hello ${application.firstName},`,
    `Your chat interview with ISA for ${application.jobTitle} has not been started yet. It takes about 15 minutes, on your phone or computer, and you can pause and continue from the same link.`,
    { text: 'Start your interview here:', href: application.interviewLink },
    `The link stays open until ${until}.`,
    helpLine(),
    `— ${siteConfig.fullName}`,
  ]);
}

/** The acknowledgement of a privacy request, with its reference. */
export function privacyRequestReceivedMail(request: {
  email: string;
  fullName: string;
  reference: string;
  requestType: string;
}): MailMessage {
  return compose(request.email, `We received your privacy request ${request.reference}`, 'privacy_request.created', [
    `Hello ${request.fullName},`,
    `We received your ${request.requestType.toLowerCase()} request. Its reference is ${request.reference}; please quote it if you write to us about it.`,
    'We answer every request within one month, and tell you if we need more time or information to confirm it is you.',
    `Questions? Write to ${siteConfig.privacyEmail}.`,
    `— ${siteConfig.fullName}`,
  ]);
}
