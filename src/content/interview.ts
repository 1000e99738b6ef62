/** Copy of the candidate's interview (spec section 8). */
export const interviewCopy = {
  title: 'Your interview with ISA',
  loading: 'Loading…',
  greeting: (name: string) => `Hi ${name},`,
  intro: (job: string) =>
    `thank you for applying to ${job}. Your next step is a short chat interview with ISA, our AI interviewer.`,
  whatToExpectTitle: 'What to expect',
  /** Without a count (each job sets its own), the first line says no number. */
  whatToExpect: (minutes: number, questions?: number) => [
    `A structured chat interview: ISA asks ${questions === undefined ? '' : `${questions} `}questions about your experience, one at a time, and may follow up on an answer.`,
    `It takes about ${minutes} minutes.`,
    'You can pause at any time and continue later from this same link, on this or another device. Every answer is saved as you send it.',
    'Available 24/7, on your phone or computer.',
    'A person on the hiring team reviews every interview before any decision is made.',
  ],
  keepLink: 'Keep this link: it is personal to you. Please do not share it.',
  noticeText: 'Before you start, please read the',
  noticeLink: 'candidate notice',
  accommodations: (email: string) =>
    `Need an accommodation, such as more time or another format? Write to ${email} and we will help.`,
  consent:
    'I have read the candidate notice and agree that my answers are recorded and shared with the hiring team for this job.',
  start: 'Start the interview',
  starting: 'Starting…',
  progress: (current: number, total: number) => `Question ${current} of ${total}`,
  progressLabel: 'Interview progress',
  transcriptLabel: 'Interview conversation',
  isaSays: 'ISA:',
  youSaid: 'You:',
  answerLabel: 'Your answer',
  answerHint: 'Enter sends; Shift+Enter starts a new line.',
  characters: (used: number, max: number) => `${used.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`,
  send: 'Send answer',
  sending: 'Saving your answer…',
  thinking: 'ISA is reading your answer…',
  pauseNote: 'You can close this page at any time: your answers are saved, and this link brings you back here.',
  sendFailed: 'Your answer was not sent. It is still in the box: please try again.',
  answeredElsewhere:
    'This question was already answered, perhaps on another device. Here is where your interview stands.',
  continueOnPhone: 'Continue on your phone',
  doneTitle: 'Thank you!',
  doneText: (job: string) => `Your interview for ${job} is complete and has been sent to the hiring team.`,
  nextStepsTitle: 'What happens next',
  nextSteps: [
    'A person on the hiring team reads your interview.',
    'They will contact you by e-mail about the next steps.',
    'You can close this page now.',
  ],
  expiredTitle: 'This interview link has expired',
  expiredText:
    'Interview links stay open for a limited time after the application. Please contact the hiring team if you would still like to interview.',
  invalid: 'This interview link is not valid. Please check the link in your e-mail.',
  notFound: 'We could not find this interview. Please check the link in your e-mail.',
} as const;
