/** Copy of the privacy request page (/privacy-request); its form's labels stay with the form. */
export const privacyRequestCopy = {
  meta: { title: 'Privacy Request', description: 'Ask to access, correct, delete or port your data.' },
  intro:
    'Ask to access, correct, delete or port your personal data, to limit the processing of sensitive data, or to appeal a decision on an earlier request.',
  /** Shown once a request is sent, after its reference number. */
  receipt: {
    title: 'Request received',
    reference: 'Your reference number is',
    note: 'Keep it for your records; we answer requests within 30 days and may email you to verify your identity.',
  },
  /** Under the form. */
  alsoWrite: (email: string) => `You can also write to ${email}. We use these details only to handle your request.`,
};
