/** Copy of the privacy request page (/privacy-request); its form's labels stay with the form. */
export const privacyRequestCopy = {
  meta: { title: 'Privacy Request', description: 'Ask to access, correct, delete or port your data.' },
  intro:
    'Ask to access, correct, delete or port your personal data, to limit the processing of sensitive data, or to appeal a decision on an earlier request.',
};
