import { privacyRequestCopy } from './privacy-request';
import type { ContentPath } from './routes';

/** Title and summary of every content route; page components and the prerender step read these. */
export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Keyed by any path so pages can look up their own; `satisfies` makes every content path have one. */
export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: 'ISA — AI Interviewing Agent for Structured, Fair Screening',
    description:
      'ISA interviews every applicant 24/7 with structured, competency-based chat interviews, then scores, ranks and shortlists them in under 24 hours.',
  },
  '/ai-interview-platform': {
    title: 'AI Interview Platform',
    description:
      'How ISA parses job descriptions, generates scorecards, interviews candidates on demand and ranks them against role-specific rubrics.',
  },
  '/products': {
    title: 'Products',
    description: 'Unlimited AI chat interviews, scoring and ranking, real-time analytics and multi-job management.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Plans from $39 per job. Unlimited interviews, no per-interview fees, and annual Team Pro savings of 20%.',
  },
  '/blog': {
    title: 'Blog',
    description: 'Guides for recruiters and hiring managers on AI interviewing, scheduling and analytics.',
  },
  '/automated-interview-scheduling-templates': {
    title: 'Automated Interview Scheduling: How It Works (+ Templates)',
    description: 'How automated interview scheduling works, with invitation and reminder templates you can copy.',
  },
  '/interview-analytics-9-metrics': {
    title: 'Interview Analytics: 9 Metrics Every Hiring Team Should Track',
    description: 'Completion rate, drop-off points, time-to-shortlist and six more interview metrics, with targets.',
  },
  '/ai-interview-software-guide': {
    title: 'AI Interview Software: A Buyer’s Guide for Hiring Teams',
    description: 'What AI interview software does, how to evaluate it, and the questions to ask vendors.',
  },
  '/ai-recruiters-hire-smarter': {
    title: 'How AI Recruiters Help Teams Hire Smarter',
    description: 'Where AI recruiters save time, where humans stay in charge, and how to roll one out.',
  },
  '/automated-interview-scheduling': {
    title: 'Automated Interview Scheduling',
    description: 'Chat interviews that start the moment a candidate applies, with reminders and resume-anytime.',
  },
  '/interview-analytics': {
    title: 'Interview Analytics',
    description: 'Completion, drop-off, rubric scores and time-to-shortlist on one dashboard, with exports.',
  },
  '/bias-free-ai-interviewing': {
    title: 'Bias-Free AI Interviewing',
    description: 'Fairness through structured rubrics, transparency and human oversight of every decision.',
  },
  '/best-ai-interviewers': {
    title: 'Best AI Interviewers Compared',
    description: 'A practical guide to choosing an AI interviewer, with side-by-side comparisons.',
  },
  '/compare': {
    title: 'Compare ISA',
    description: 'How ISA compares with other AI interviewing and screening platforms.',
  },
  '/compare/isa-vs-hirevue': {
    title: 'ISA vs HireVue',
    description: 'ISA compared with an enterprise video-interview platform: summary, strengths and best fit.',
  },
  '/compare/isa-vs-sapia': {
    title: 'ISA vs Sapia.ai',
    description: 'ISA compared with a competency and fairness focused platform: summary, strengths and best fit.',
  },
  '/compare/isa-vs-paradox': {
    title: 'ISA vs Paradox',
    description: 'ISA compared with a chat-based prescreening platform: summary, strengths and best fit.',
  },
  '/legal/terms': { title: 'Terms of Service', description: 'The terms that govern use of ISA.' },
  '/legal/privacy': { title: 'Privacy Policy', description: 'How ISA collects, uses and protects personal data.' },
  '/legal/aup': { title: 'Acceptable Use Policy', description: 'What ISA may and may not be used for.' },
  '/legal/candidate-notice': {
    title: 'Candidate Notice: Chat Interviews',
    description: 'What candidates should know before an ISA chat interview.',
  },
  '/legal/dpa': { title: 'Data Processing Addendum', description: 'ISA’s data processing terms.', noindex: true },
  '/legal/api-ats-addendum': {
    title: 'API & ATS Addendum',
    description: 'Terms for the ISA API and ATS integrations.',
    noindex: true,
  },
  '/legal/subprocessors': { title: 'Subprocessors', description: 'Third parties that process data for ISA.' },
  '/privacy-request': privacyRequestCopy.meta,
  '/cookies': { title: 'Cookie Preferences', description: 'How ISA uses cookies and how to choose.' },
  '/accessibility': {
    title: 'Accessibility',
    description: 'Our accessibility commitment and how to ask for accommodations.',
  },
  '/hire-isa': { title: 'Hire ISA', description: 'Tell us about your hiring and get started with ISA.' },
  '/jobs': { title: 'Open Jobs', description: 'Browse open jobs and apply with your resume.' },
  '/resume-test': { title: 'Resume Formatter Debug', description: 'Resume parsing check.', noindex: true },
} satisfies Record<ContentPath, PageMeta>;
