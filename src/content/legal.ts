import { siteConfig } from './site';
import type { LegalDocument } from './types';

const UPDATED = 'August 15, 2025';

/** Retention, notice and service figures the legal pages quote (spec section 9). */
export const legalFigures = {
  transcriptRetention: 'the lesser of 24 months or the period the Client sets',
  accountDataRetention: 'the life of the account plus 24 months',
  auditLogRetention: '12 to 24 months',
  clientDataReturnDays: 30,
  incidentNoticeHours: 72,
  subprocessorNoticeDays: 15,
  auditFrequency: 'at most once per 12 months, with 30 days’ notice',
  credentialDeletionDays: 7,
  webhookRetries: 'at least 3 retries with exponential backoff',
  breakingChangeNoticeDays: 90,
  apiAvailability: '99.5%',
  liabilityCap: '12 months of fees paid by the Client, or US$100 for anyone else',
  arbitrationOptOutDays: 30,
  minimumTls: 'TLS 1.2 or higher',
  minimumAge: 18,
} as const;

/** Every legal and policy page, by path. */
export const legalDocuments: Record<string, LegalDocument> = {
  '/legal/terms': {
    path: '/legal/terms',
    heading: 'Terms of Service',
    updated: UPDATED,
    intro: [
      `These Terms govern access to and use of ISA, provided by ${siteConfig.company} (“ISA”, “we”). By using ISA you agree to them. If you use ISA for an organisation, you accept them on its behalf.`,
    ],
    sections: [
      {
        heading: '1. Who may use ISA',
        paragraphs: [
          `You must be at least ${legalFigures.minimumAge} years old to use ISA, whether as a Client (an employer, hiring manager or recruiter) or as a Candidate (an applicant).`,
        ],
      },
      {
        heading: '2. Roles and responsibilities',
        paragraphs: [
          'The Client decides which candidates to interview and what to do with the results, and acts as the data controller for candidate data. ISA processes that data on the Client’s behalf.',
          'ISA’s scores, rankings and summaries support decisions; they are not decisions. Clients must have a person review AI outputs before making any hiring decision and must comply with employment, anti-discrimination and data-protection laws that apply to them.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: ['Use of ISA is subject to our Acceptable Use Policy.'],
      },
      {
        heading: '4. Fees',
        paragraphs: [
          'Fees are those of the plan you choose, billed per job or per month, or under an Enterprise contract. There are no per-interview fees. Fees are non-refundable except where the law requires otherwise.',
        ],
      },
      {
        heading: '5. Data retention and return',
        bullets: [
          `Interview transcripts are kept for ${legalFigures.transcriptRetention}.`,
          `Account data is kept for ${legalFigures.accountDataRetention}.`,
          `Audit logs are kept for ${legalFigures.auditLogRetention}.`,
          `Client data is deleted or returned within ${legalFigures.clientDataReturnDays} days of a request or of termination.`,
        ],
      },
      {
        heading: '6. Security',
        paragraphs: [
          `We protect data in transit with ${legalFigures.minimumTls} and notify affected Clients of a security incident within ${legalFigures.incidentNoticeHours} hours of becoming aware of it.`,
        ],
      },
      {
        heading: '7. Limitation of liability',
        paragraphs: [
          `To the extent the law allows, our total liability under these Terms is limited to ${legalFigures.liabilityCap}. We are not liable for indirect or consequential losses.`,
        ],
      },
      {
        heading: '8. Disputes and arbitration',
        paragraphs: [
          `Disputes are resolved by binding individual arbitration, except where the law does not allow it. Candidates may opt out of arbitration by writing to ${siteConfig.contactEmail} within ${legalFigures.arbitrationOptOutDays} days of first using ISA.`,
        ],
      },
      {
        heading: '9. Changes and contact',
        paragraphs: [
          `We may update these Terms and will post the new version here with its date. Questions: ${siteConfig.contactEmail}.`,
        ],
      },
    ],
  },
  '/legal/privacy': {
    path: '/legal/privacy',
    heading: 'Privacy Policy',
    updated: UPDATED,
    intro: [
      'This policy explains what personal data ISA collects, why, how long we keep it and the rights you have. For candidate data, the employer you apply to is the controller and ISA is its processor.',
    ],
    sections: [
      {
        heading: 'What we collect',
        bullets: [
          'Visitors and buyers: name, work email, phone and company when you contact us or request ISA, and basic usage data.',
          'Candidates: your resume, contact details, interview answers and the scores and summaries produced from them.',
          'Clients: account and billing details, and job descriptions and scorecards.',
        ],
      },
      {
        heading: 'Why we use it',
        bullets: [
          'To run interviews and give employers structured, evidence-linked results.',
          'To provide, secure and improve the service.',
          'To answer enquiries and, with your agreement, send product news.',
        ],
        paragraphs: ['We do not sell personal data. Candidate consent is collected before an interview starts.'],
      },
      {
        heading: 'How long we keep it',
        bullets: [
          `Interview transcripts: ${legalFigures.transcriptRetention}.`,
          `Account data: ${legalFigures.accountDataRetention}.`,
          `Audit logs: ${legalFigures.auditLogRetention}.`,
          `Client data is deleted or returned within ${legalFigures.clientDataReturnDays} days of a request or of termination.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          `Data is encrypted in transit with ${legalFigures.minimumTls}. Access is limited to people who need it, and we notify Clients of a security incident within ${legalFigures.incidentNoticeHours} hours.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask to access, correct, delete or port your data, to limit the processing of sensitive data, or to appeal a decision on an earlier request. Use our privacy request form or write to ${siteConfig.privacyEmail}. If your data came from an employer, we will pass your request to them and help them answer it.`,
        ],
        links: [{ to: '/privacy-request', label: 'Make a privacy request' }],
      },
      {
        heading: 'Children',
        paragraphs: [`ISA is not meant for anyone under ${legalFigures.minimumAge}.`],
      },
    ],
  },
  '/legal/aup': {
    path: '/legal/aup',
    heading: 'Acceptable Use Policy',
    updated: UPDATED,
    intro: ['This policy sets out what ISA may not be used for. It is part of our Terms of Service.'],
    sections: [
      {
        heading: 'You may not',
        bullets: [
          'Make hiring decisions on AI outputs alone, without human review.',
          'Use ISA to discriminate on the basis of a protected characteristic, or ask candidates about one.',
          'Interview people who have not consented, or who are under 18.',
          'Collect data unrelated to the job, such as health, religion or political views.',
          'Attempt to reverse-engineer, overload or gain unauthorised access to ISA.',
          'Use ISA to send spam or post fake jobs.',
        ],
      },
      {
        heading: 'Enforcement',
        paragraphs: [`We may suspend accounts that break this policy. Report misuse to ${siteConfig.contactEmail}.`],
      },
    ],
  },
  '/legal/candidate-notice': {
    path: '/legal/candidate-notice',
    heading: 'Candidate Notice: Chat Interviews',
    updated: UPDATED,
    intro: [
      'You have been invited to a chat interview run by ISA, an AI interviewing agent, on behalf of the employer you applied to. Here is what to expect.',
    ],
    sections: [
      {
        heading: 'How the interview works',
        bullets: [
          'You answer structured, job-related questions by chat, on any device, at a time that suits you.',
          'ISA may ask follow-up questions based on your answers.',
          'You can pause and resume from the same link.',
          'Most interviews take about 15 minutes.',
        ],
      },
      {
        heading: 'How your answers are used',
        paragraphs: [
          'ISA scores your answers against a rubric the employer set for the role and writes a summary linked to what you said. People at the employer review these results before any decision; ISA does not decide.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          `Your transcript is kept for ${legalFigures.transcriptRetention}. You can ask to access, correct or delete your data, or ask for a human review.`,
        ],
        links: [{ to: '/privacy-request', label: 'Make a privacy request' }],
      },
      {
        heading: 'Accommodations',
        paragraphs: [
          `If you need an accommodation, write to ${siteConfig.accessibilityEmail} or contact the employer before you start.`,
        ],
      },
    ],
  },
  '/legal/dpa': {
    path: '/legal/dpa',
    heading: 'Data Processing Addendum',
    updated: UPDATED,
    intro: [
      'This Data Processing Addendum forms part of the agreement between the Client (controller) and ISA (processor) for the processing of personal data through ISA.',
    ],
    sections: [
      {
        heading: 'Processing on instructions',
        paragraphs: [
          'ISA processes personal data only on the Client’s documented instructions, to provide the service, and keeps it confidential.',
        ],
      },
      {
        heading: 'Security and incidents',
        bullets: [
          `Encryption in transit with ${legalFigures.minimumTls}.`,
          `Notice of a personal data breach within ${legalFigures.incidentNoticeHours} hours of becoming aware of it.`,
        ],
      },
      {
        heading: 'Subprocessors',
        paragraphs: [
          `The Client authorises the subprocessors listed on our Subprocessors page. We give ${legalFigures.subprocessorNoticeDays} days’ notice of a new subprocessor, during which the Client may object.`,
        ],
      },
      {
        heading: 'Audits',
        paragraphs: [`The Client may audit our compliance ${legalFigures.auditFrequency}.`],
      },
      {
        heading: 'Retention, return and deletion',
        bullets: [
          `Interview transcripts: ${legalFigures.transcriptRetention}.`,
          `Audit logs: ${legalFigures.auditLogRetention}.`,
          `Client data deleted or returned within ${legalFigures.clientDataReturnDays} days of a request or of termination.`,
        ],
      },
    ],
  },
  '/legal/api-ats-addendum': {
    path: '/legal/api-ats-addendum',
    heading: 'API & ATS Addendum',
    updated: UPDATED,
    intro: ['These terms apply when a Client uses the ISA API or connects ISA to an applicant tracking system.'],
    sections: [
      {
        heading: 'Credentials',
        paragraphs: [
          `Keep API keys secret. Integration credentials stored by ISA are deleted within ${legalFigures.credentialDeletionDays} days of disconnecting the integration or ending the agreement.`,
        ],
      },
      {
        heading: 'Webhooks',
        paragraphs: [
          `Failed webhook deliveries are retried ${legalFigures.webhookRetries}. Endpoints must use ${legalFigures.minimumTls}.`,
        ],
      },
      {
        heading: 'Changes and availability',
        bullets: [
          `${legalFigures.breakingChangeNoticeDays} days’ notice before breaking API changes.`,
          `Target API availability of ${legalFigures.apiAvailability} per month.`,
        ],
      },
      {
        heading: 'Data in connected systems',
        paragraphs: [
          'Once ISA delivers data to the Client’s ATS, the Client is responsible for it under the Client’s own policies.',
        ],
      },
    ],
  },
  '/legal/subprocessors': {
    path: '/legal/subprocessors',
    heading: 'Subprocessors',
    updated: UPDATED,
    intro: [
      'Subprocessors are third parties that process personal data for ISA to provide the service, such as hosting and AI model providers.',
    ],
    sections: [
      {
        heading: 'The list',
        paragraphs: [
          `Our published list of subprocessors is coming soon. Until then, Clients may request the current list from ${siteConfig.privacyEmail}.`,
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          `We give Clients ${legalFigures.subprocessorNoticeDays} days’ notice before adding or replacing a subprocessor.`,
        ],
      },
    ],
  },
  '/cookies': {
    path: '/cookies',
    heading: 'Cookie Preferences',
    updated: UPDATED,
    intro: [
      'This site uses only what it needs to work: your colour theme choice is stored in your browser, and we set no advertising cookies.',
    ],
    sections: [
      {
        heading: 'Preferences center',
        paragraphs: [
          `A preferences center to review and change your choices is coming soon. Questions in the meantime: ${siteConfig.privacyEmail}.`,
        ],
      },
    ],
  },
  '/accessibility': {
    path: '/accessibility',
    heading: 'Accessibility',
    updated: UPDATED,
    intro: [
      'We want everyone to be able to use this site and take an ISA interview, whatever their abilities or technology.',
    ],
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'We design to the Web Content Accessibility Guidelines (WCAG) 2.2, level AA: keyboard access, visible focus, labelled controls, sufficient contrast in light and dark themes, and text interviews that work with screen readers.',
        ],
      },
      {
        heading: 'Accommodations',
        paragraphs: [
          `If you need an accommodation for an interview, or find a barrier on this site, email ${siteConfig.accessibilityEmail}. We reply within two business days.`,
        ],
      },
    ],
  },
};
