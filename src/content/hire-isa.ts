/** Copy of the /hire-isa lead page and its 'You're all set' dialog. */
export const hireIsaCopy = {
  title: 'Hire ISA',
  description: 'Tell us about your hiring and get started with ISA.',
  intro:
    'Leave your details and we will set you up with ISA: structured chat interviews around the clock, scored against your rubric, with shortlists in under 24 hours.',
  imageAlt: 'ISA, the AI interviewing agent, ready to interview candidates',
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone (optional)',
    company: 'Company (optional)',
  },
  /** The marketing-consent checkbox; its wording is versioned (MARKETING_CONSENT_VERSION in src/shared/lead.ts). */
  marketingConsent: 'Send me news and offers about ISA by e-mail. I can unsubscribe at any time. See our',
  privacyPolicy: 'Privacy Policy',
  submit: 'Submit',
  submitting: 'Submitting…',
  toastTitle: 'Thanks! We received your details.',
  toastMessage: 'Your next step is waiting in the dialog.',
  errorTitle: 'We could not send your details',
  thankYou: 'Thank you! Your details are in. We will be in touch shortly.',
  dialog: {
    title: "You're all set",
    newLead:
      'Thanks for your interest in ISA. Use the link below to open the Job Import Wizard and apply the promo code at checkout.',
    existingLead:
      'Your contact information is already on file. Use the link below to open the Job Import Wizard and apply the promo code at checkout.',
    wizardLink: 'Open Job Import Wizard',
    promoLabel: 'Promo code',
    copy: 'Copy',
    copied: 'Promo code copied',
    copyFailed: 'Could not copy the promo code',
    close: 'Close',
  },
} as const;
