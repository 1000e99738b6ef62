import type { FaqItem } from './types';

/** The FAQ of /ai-interview-platform: how ISA works, integrations, speed, limits, languages and voice. */
export const platformFaq: FaqItem[] = [
  {
    question: 'How does ISA interview candidates?',
    answer:
      'ISA runs a structured, competency-based chat interview with each applicant, on any device, at any hour. It asks questions built from your scorecard, adapts follow-up questions to each answer, and scores the answers against a role-specific rubric.',
  },
  {
    question: 'Does ISA integrate with our ATS?',
    answer:
      'Yes. One ATS integration is live today and two more are coming soon. Every plan can also export ATS-ready results, and Team Pro and Enterprise include ATS integration.',
  },
  {
    question: 'Is ISA just a chatbot?',
    answer:
      'No. A basic chatbot follows a script or answers FAQs. ISA conducts a real structured interview: it probes thin answers with follow-ups, scores competencies, must-haves and knockout criteria, ranks candidates and writes evidence-linked summaries.',
  },
  {
    question: 'How fast do we get a shortlist?',
    answer:
      'In under 24 hours, against a 14-day market standard. Candidates can interview the moment they apply, so the shortlist builds continuously.',
  },
  {
    question: 'Is there a limit on the number of interviews?',
    answer: 'No. Interviews are unlimited, with no per-interview fees or caps.',
  },
  {
    question: 'Which languages does ISA support?',
    answer:
      'ISA interviews in 130+ languages, so candidates can answer in the language they are most comfortable with.',
  },
  {
    question: 'Does ISA support voice interviews?',
    answer: 'Agentic voice interviewing is coming soon. Today ISA interviews by chat, which works on any device.',
  },
  {
    question: 'Who makes the hiring decision?',
    answer:
      'Your team does. ISA scores, ranks and summarises; people review the evidence before any hiring decision, as our terms require.',
  },
];

/** The FAQ of /best-ai-interviewers. */
export const bestAiInterviewersFaq: FaqItem[] = [
  {
    question: 'What is the best AI interviewer?',
    answer:
      'It depends on the job to be done. For structured, scored first-round interviews of every applicant, a chat interviewer such as ISA; for on-camera interviews, a video platform; for high-volume scheduling and eligibility, a prescreening assistant.',
  },
  {
    question: 'Are AI interviews fair?',
    answer:
      'They can be fairer than unstructured screens when every candidate gets the same job-related questions, scoring follows a published rubric, scores link to evidence and people review outputs before decisions.',
  },
  {
    question: 'How much does an AI interviewer cost?',
    answer:
      'Pricing models vary: per interview, per job, per seat or annual contracts. ISA plans start at $39 per job with unlimited interviews and no per-interview fees.',
  },
  {
    question: 'How long does it take to set up?',
    answer:
      'With ISA, import a job description and you have a scorecard and an interview link the same day; a guided demo takes about 15 minutes.',
  },
];
