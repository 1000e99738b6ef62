/** Copy of the privacy request page (/privacy-request): its intro, its form's labels and what follows a request. */
export const privacyRequestCopy = {
  meta: { title: 'Privacy Request', description: 'Ask to access, correct, delete or port your data.' },
  intro:
    'Ask to access, correct, delete or port your personal data, to limit the processing of sensitive data, or to appeal a decision on an earlier request.',
  form: {
    title: 'Your request',
    fullName: 'Full Name',
    email: 'Email',
    requestType: 'Request Type',
    requestTypePlaceholder: 'Choose a request type',
    details: 'Details',
    detailsHint: 'Optional. Tell us anything that helps us find your data, e.g. the job you applied for.',
    submit: 'Submit',
    /** Shown under the form, with the privacy address. */
    alsoWrite: (email: string) => `You can also write to ${email}. We use these details only to handle your request.`,
  },
  received: {
    title: 'Request received',
    /** Around the reference number the request is given. */
    before: 'Your reference number is',
    after: 'Keep it for your records; we answer requests within 30 days and may email you to verify your identity.',
  },
  notSent: 'Your request was not sent',
  sendFailed: 'We could not send your request. Please try again.',
};
