import { howToChooseAnAiInterviewer } from './comparisons';
import { bestAiInterviewersFaq, platformFaq } from './faq';
import type { ContentPage, Feature, LinkItem } from './types';

/** The home page: hero, problem versus solution and why hiring managers choose ISA. */
export const homeContent = {
  eyebrow: 'AI interviewing agent',
  heading: 'Interview every applicant. Shortlist the best in under 24 hours.',
  intro:
    'ISA runs structured, competency-based chat interviews with every candidate, 24/7 and in 130+ languages, then scores, ranks and summarises them with evidence, so your team spends its time on the people worth meeting.',
  videoButtons: [
    { video: 'hiringManager', label: 'Hiring Manager Experience' },
    { video: 'candidate', label: 'Candidate Experience' },
  ] as const,
  problem: {
    heading: 'First-round screening is broken',
    points: [
      'Recruiters skim hundreds of resumes and phone-screen the few they reach first.',
      'Booking screens takes days; the market standard is 14 days to a shortlist.',
      'Every interviewer asks different questions, so candidates are compared on gut feel.',
      'Good applicants wait, lose interest and accept other offers.',
    ],
  },
  solution: {
    heading: 'ISA interviews everyone, the same fair way',
    points: [
      'Every applicant gets a structured chat interview the moment they apply.',
      'Follow-up questions adapt to each answer, like a trained interviewer.',
      'Scores follow a role-specific rubric, with evidence linked to every answer.',
      'A ranked shortlist reaches the hiring manager in under 24 hours.',
    ],
  },
  why: {
    heading: 'Why hiring managers choose ISA',
    intro: 'See it in action in about 15 minutes. Keep every decision in human hands.',
    reasons: [
      {
        title: '75% less screening time',
        description: 'Recruiters stop scheduling and start reviewing ranked, summarised candidates.',
      },
      {
        title: 'Time-to-fill from 45 to 15 days',
        description: 'Interviews start on apply, so shortlists arrive in hours, not weeks: up to a 50% cut.',
      },
      {
        title: '4x interview throughput',
        description: 'Unlimited interviews with no per-interview fees or caps, whatever your volume.',
      },
      {
        title: '4.8/5 candidate rating',
        description: 'A short, mobile-friendly chat candidates can pause and resume, in their own language.',
      },
      {
        title: '100% consistency',
        description:
          'The same structured questions and rubric for every candidate, with human review before decisions.',
      },
      {
        title: 'Built-in consent and retention',
        description: 'Candidate consent is part of the flow and data retention is configurable.',
      },
    ] satisfies Feature[],
  },
};

/** The /products hero. */
export const productsContent = {
  heading: 'One agent for your whole first round',
  intro:
    'ISA combines unlimited structured interviews, scoring and ranking, and live analytics in one product, built for startups without HR teams, high-volume enterprises and recruitment agencies.',
};

/** Related links shown at the end of content pages. */
export const exploreLinks: LinkItem[] = [
  { to: '/products', label: 'Products', description: 'The eight capabilities of ISA.' },
  { to: '/pricing', label: 'Pricing', description: 'Plans from $39 per job, no per-interview fees.' },
  {
    to: '/automated-interview-scheduling',
    label: 'Automated Interview Scheduling',
    description: 'Interviews that start on apply.',
  },
  { to: '/interview-analytics', label: 'Interview Analytics', description: 'The metrics that matter.' },
  { to: '/bias-free-ai-interviewing', label: 'Bias-Free AI Interviewing', description: 'Fairness by design.' },
  { to: '/compare', label: 'Compare ISA', description: 'How ISA compares with other tools.' },
];

/** Data-driven marketing pages, by path. */
export const contentPages: Record<string, ContentPage> = {
  '/ai-interview-platform': {
    path: '/ai-interview-platform',
    heading: 'The AI Interview Platform That Screens Every Applicant',
    intro:
      'ISA is an AI interviewing agent: it turns your job description into a scorecard, interviews every candidate by chat around the clock, and hands your team a ranked, evidence-linked shortlist in under 24 hours.',
    sections: [
      {
        heading: 'How It Works',
        steps: [
          {
            title: 'Import the job',
            description: 'Paste or import your job description; ISA parses it and enriches missing details.',
          },
          {
            title: 'Review the scorecard',
            description: 'ISA proposes competencies, must-haves and knockout criteria with rubrics you can edit.',
          },
          {
            title: 'Invite or publish',
            description: 'Candidates get an interview the moment they apply or are invited, on any device.',
          },
          {
            title: 'Interview and score',
            description: 'ISA adapts follow-ups to each answer and scores every answer against the rubric.',
          },
          {
            title: 'Shortlist and hand off',
            description: 'Ranked candidates with evidence-linked summaries go to your team or your ATS.',
          },
        ],
      },
      {
        heading: 'Key Capabilities',
        cards: [
          {
            title: 'Job description parsing',
            description: 'Responsibilities, skills and requirements extracted and enriched automatically.',
          },
          {
            title: 'Scorecard generation',
            description: 'Role-specific competencies, must-haves and knockout criteria with clear rubrics.',
          },
          {
            title: 'Adaptive chat interviews',
            description: 'Structured questions with follow-ups that probe for evidence, 24/7, in 130+ languages.',
          },
          {
            title: 'Scoring and ranking',
            description: 'Consistent rubric scores for every candidate and a ranking you can explain.',
          },
          {
            title: 'Evidence-linked summaries',
            description: 'Each summary points to the answers behind it, so reviewers can verify in seconds.',
          },
          {
            title: 'ATS-ready exports',
            description: 'One ATS integration live, two more coming soon, and exports for the rest.',
          },
        ],
      },
      {
        heading: 'Outcomes',
        bullets: [
          '75% less time spent screening.',
          'Shortlists in under 24 hours instead of the 14-day market standard.',
          'Time-to-fill down from 45 to 15 days (up to a 50% cut).',
          'At least 4x interview throughput, with 100% consistent questions.',
          'A 4.8/5 candidate experience rating.',
        ],
      },
      {
        heading: "Who It's For",
        cards: [
          {
            title: 'Startups without HR teams',
            description: 'Founders and managers get a structured first round without hiring a recruiter.',
          },
          {
            title: 'High-volume enterprises',
            description: 'Interview thousands of applicants without adding screeners or per-interview costs.',
          },
          {
            title: 'Recruitment agencies',
            description: 'Present clients with ranked, explainable shortlists faster than competitors.',
          },
        ],
      },
      { heading: 'Explore More', links: exploreLinks },
    ],
    faq: platformFaq,
  },
  '/automated-interview-scheduling': {
    path: '/automated-interview-scheduling',
    heading: 'Automated Interview Scheduling Without the Back-and-Forth',
    intro:
      'With ISA there is no first-round scheduling at all: a structured chat interview starts the moment a candidate applies or is invited, and finished interviews hand off to your ATS or calendar workflow.',
    sections: [
      {
        heading: 'Interviews triggered instantly',
        paragraphs: [
          'An application or a recruiter’s invitation creates the interview immediately. Candidates receive a personal link and can start right away, day or night, on any device.',
        ],
      },
      {
        heading: 'Reminders and resume-anytime',
        paragraphs: [
          'Candidates who have not started or finished receive timed reminders. Anyone can pause and pick up later exactly where they left off, which keeps completion rates high without recruiter follow-up.',
        ],
      },
      {
        heading: 'Handoff to your ATS or calendar',
        paragraphs: [
          'Scored and ranked candidates move to your applicant tracking system, or straight to the hiring manager’s calendar for the human interview.',
        ],
        bullets: [
          'Time-to-first-interview in minutes instead of days.',
          'Shortlists in under 24 hours.',
          'No calendar coordination for the first round.',
        ],
      },
      {
        heading: 'Explore More',
        links: [
          {
            to: '/automated-interview-scheduling-templates',
            label: 'Automated Interview Scheduling: How It Works (+ Templates)',
            description: 'Invitation, reminder and handoff templates.',
          },
          ...exploreLinks.filter((link) => link.to !== '/automated-interview-scheduling'),
        ],
      },
    ],
  },
  '/interview-analytics': {
    path: '/interview-analytics',
    heading: 'Interview Analytics That Show Where Hiring Slows Down',
    intro:
      'Because every candidate answers the same structured questions, ISA’s metrics are comparable across candidates, roles and months. Track them on live dashboards, export them, and set 30-day targets.',
    sections: [
      {
        heading: 'The metrics',
        cards: [
          { title: 'Completion rate', description: 'How many invited candidates finish their interview.' },
          { title: 'Drop-off points', description: 'The exact questions where candidates stop.' },
          {
            title: 'Rubric scores by competency and must-haves',
            description: 'Score distributions per competency and pass rates on must-haves.',
          },
          {
            title: 'Time-to-first-interview',
            description: 'From application to interview start, in minutes rather than days.',
          },
          { title: 'Time-to-shortlist', description: 'From application to a ranked shortlist, under 24 hours.' },
          {
            title: 'Knockout criteria pass/fail',
            description: 'Which requirements screen candidates out, and how often.',
          },
        ],
      },
      {
        heading: 'Dashboards and exports',
        paragraphs: [
          'Every metric updates live on the dashboard of each job and across all jobs. Export metrics and candidate results in ATS-ready formats for reporting and audits.',
        ],
      },
      {
        heading: '30-day KPI targets',
        paragraphs: ['Record a baseline in your first week, then review these targets with hiring managers each week.'],
        bullets: [
          'Completion rate: rising week over week as invitations and reminders are tuned.',
          'Time-to-first-interview: under one hour from application.',
          'Time-to-shortlist: under 24 hours from application.',
          'Hiring manager time-to-decision: under 48 hours from shortlist.',
        ],
      },
      {
        heading: 'Explore More',
        links: [
          {
            to: '/interview-analytics-9-metrics',
            label: 'Interview Analytics: 9 Metrics Every Hiring Team Should Track',
            description: 'All nine metrics, with what good looks like.',
          },
          ...exploreLinks.filter((link) => link.to !== '/interview-analytics'),
        ],
      },
    ],
  },
  '/bias-free-ai-interviewing': {
    path: '/bias-free-ai-interviewing',
    heading: 'Bias-Free AI Interviewing, by Design',
    intro:
      'Fair hiring starts with structure. ISA gives every candidate the same job-related questions, scores them against a transparent rubric, and keeps people in charge of every decision.',
    sections: [
      {
        heading: 'Structured rubrics',
        paragraphs: [
          'Every candidate for a role answers the same core, competency-based questions, scored against the same rubric. Structured interviews are among the most reliable and fair selection methods, and ISA applies them to every applicant, not just the ones a recruiter had time to call.',
        ],
      },
      {
        heading: 'Transparency',
        paragraphs: [
          'Rubrics are visible and editable. Every score links to the candidate’s own words, so reviewers can see why a candidate ranked where they did, and candidates are told how the interview works before they start.',
        ],
      },
      {
        heading: 'Human oversight',
        paragraphs: [
          'ISA scores, ranks and summarises; people decide. Our terms require clients to review AI outputs before any hiring decision, and candidates can ask for human review.',
        ],
      },
      {
        heading: 'Consent and data protection',
        paragraphs: [
          'Candidate consent is built into the interview flow and data retention is configurable. Read how we handle data in our policies.',
        ],
        links: [
          { to: '/legal/terms', label: 'Terms of Service' },
          { to: '/legal/privacy', label: 'Privacy Policy' },
          { to: '/legal/candidate-notice', label: 'Candidate Notice: Chat Interviews' },
        ],
      },
    ],
  },
  '/best-ai-interviewers': {
    path: '/best-ai-interviewers',
    heading: 'The Best AI Interviewers: A Practical Comparison Guide',
    intro:
      'AI interviewers solve different problems: structured first-round interviews, on-camera video screening, or high-volume prescreening and scheduling. This guide helps you match the tool to the job.',
    sections: [
      {
        heading: 'How to choose an AI interviewer',
        bullets: howToChooseAnAiInterviewer,
      },
      {
        heading: 'Side-by-side comparisons',
        links: [
          {
            to: '/compare/isa-vs-hirevue',
            label: 'ISA vs HireVue',
            description: 'Chat interviews against an enterprise video-interview platform.',
          },
          {
            to: '/compare/isa-vs-sapia',
            label: 'ISA vs Sapia.ai',
            description: 'Two approaches to structured, fair text interviews.',
          },
          {
            to: '/compare/isa-vs-paradox',
            label: 'ISA vs Paradox',
            description: 'Structured interviews against conversational prescreening.',
          },
        ],
      },
    ],
    faq: bestAiInterviewersFaq,
  },
};
