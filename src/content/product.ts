import type { Feature } from './types';

/** What ISA is, in one line and one paragraph (the chat knowledge base quotes this). */
export const product = {
  name: 'ISA (Interview Smart Agent)',
  tagline: 'The AI interviewing agent that screens every applicant, around the clock, the same fair way.',
  description:
    'ISA is an AI recruiting agent that runs structured, chat-based, competency-based interviews with every applicant, 24/7. ' +
    'It parses and enriches your job description, generates a scorecard, adapts follow-up questions to each answer, and scores and ranks candidates against role-specific rubrics. ' +
    'Hiring teams get evidence-linked summaries, shortlists in under 24 hours instead of the 14-day market standard, and ATS-ready exports, with human review before every decision. ' +
    'Interviews are unlimited, with no per-interview fees or caps, in 130+ languages.',
} as const;

/** The eight feature cards of /products. */
export const productFeatures: Feature[] = [
  {
    title: 'Unlimited Interviews',
    description:
      'Interview every applicant, not just the first fifty. No per-interview fees and no caps, so volume spikes never force you to skip candidates.',
  },
  {
    title: 'Candidate-First Chat',
    description:
      'A mobile-friendly chat interview candidates can start the moment they apply, pause and resume later, in 130+ languages. Rated 4.8/5 by candidates.',
  },
  {
    title: 'Natural Conversation Flow',
    description:
      'ISA adapts its follow-up questions to each answer, probing for evidence the way a trained interviewer would, instead of reading a fixed script.',
  },
  {
    title: 'Scoring and Ranking',
    description:
      'Every answer is scored against a role-specific rubric of competencies, must-haves and knockout criteria, and candidates are ranked with the evidence behind each score.',
  },
  {
    title: 'Real-Time Analytics',
    description:
      'Completion rate, drop-off points, time-to-shortlist and rubric scores by competency update live, so you can fix a leaky funnel the same day.',
  },
  {
    title: '24/7 Availability',
    description:
      'Candidates interview on their schedule, nights and weekends included. Nobody waits for a recruiter’s calendar to open up.',
  },
  {
    title: 'Multi-Job Management',
    description:
      'Run interviews for many roles at once, each with its own scorecard, and see every pipeline from one place.',
  },
  {
    title: 'Instant Results',
    description:
      'Evidence-linked summaries and a ranked shortlist land in under 24 hours, ready to export to your ATS or hand to the hiring manager.',
  },
];

/** The four-step how-it-works strip of the home page. */
export const howItWorksSteps: Feature[] = [
  {
    title: 'Parses and Enriches',
    description:
      'Paste or import a job description. ISA extracts the responsibilities, skills and must-haves, and fills the gaps a busy hiring manager leaves out.',
  },
  {
    title: 'Generates Scorecards',
    description:
      'ISA turns the role into a structured scorecard: competencies, must-haves and knockout criteria, each with a clear rubric you can review and edit.',
  },
  {
    title: 'Interviews on Demand',
    description:
      'Every applicant gets a structured chat interview the moment they apply, 24/7, with follow-up questions adapted to their answers.',
  },
  {
    title: 'Scores and Ranks',
    description:
      'Answers are scored against the rubric and candidates ranked, with evidence-linked summaries and a shortlist in under 24 hours.',
  },
];

/** Headline figures used across the marketing pages (spec section 1 claims). */
export const productStats: Array<{ value: string; label: string }> = [
  { value: '75%', label: 'less screening time' },
  { value: '24/7', label: 'interviews, every time zone' },
  { value: '100%', label: 'consistent, structured questions' },
  { value: '<24h', label: 'to a ranked shortlist, not 14 days' },
];
