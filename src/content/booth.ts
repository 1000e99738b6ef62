/** Copy of the conference kiosk's start screen, badge scanner, phone hand-off and staff qualification. */
export const boothCopy = {
  start: {
    eyebrow: 'Welcome to the ISA booth',
    fallbackTitle: 'Meet ISA, the AI interviewing agent',
    intro: 'Touch an option to get started.',
    actions: {
      details: { title: 'Leave your details', hint: 'Get a demo, a promo code and news from us' },
      jobs: { title: 'Browse jobs', hint: 'Apply here, or continue on your phone' },
      chat: { title: 'Ask ISA', hint: 'Our AI assistant answers your questions' },
      demo: { title: 'Watch the demo', hint: 'See an application turn into an interview' },
    },
    demoVideo: 'Watch the demo',
  },
  scan: {
    button: 'Scan badge',
    title: 'Scan your badge',
    instructions: 'Hold the QR code on your badge in front of the camera.',
    starting: 'Starting the camera…',
    cancel: 'Cancel',
    filled: 'Your details were filled in from your badge. Please check them.',
    noCamera: 'No camera is available here. Please type your details instead.',
    refused: 'The camera could not be used (permission refused). Please type your details instead.',
    failed: 'The camera could not be started. Please type your details instead.',
    unreadable: 'That code holds no contact details we can read. Try another code or type your details.',
  },
  phone: {
    title: 'Continue on your phone',
    text: 'Scan this code to apply from your own phone: upload your resume there and start your interview.',
  },
  pasteOnly:
    'This terminal does not open files. Paste your resume text below, or scan the code to continue on your phone.',
  staff: {
    recentTitle: 'Qualify recent leads',
    recentEmpty: 'No leads captured since the kiosk started.',
    capturedBy: 'Your name',
    rating: 'Rating',
    ratings: { hot: 'Hot', warm: 'Warm', cold: 'Cold' },
    notes: 'Notes',
    interests: 'Interests',
    save: 'Save',
    saved: 'Saved. The update will be sent with the next sync.',
    queued: 'Waiting to sync',
    sent: 'Sent',
  },
} as const;
