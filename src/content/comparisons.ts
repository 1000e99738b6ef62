import type { Comparison } from './types';

/** The one-paragraph overview of the comparison pages (the sales assistant quotes it). */
export const comparisonSummary =
  'ISA, HireVue, Sapia.ai and Paradox all use AI in hiring, but they solve different problems. ' +
  'ISA runs structured, chat-based, competency interviews with every applicant and delivers a ranked, evidence-linked shortlist in under 24 hours, with unlimited interviews and no per-interview fees. ' +
  'HireVue is an enterprise video-interview and assessment suite; Sapia.ai focuses on text-based structured interviews with an emphasis on fairness research; Paradox automates conversational prescreening and scheduling for high-volume hourly hiring. ' +
  'The right choice depends on your volume, your roles and how much structure and evidence you need before a human decides.';

/** A short checklist for choosing an AI interviewer. */
export const howToChooseAnAiInterviewer: string[] = [
  'Start from the problem: screening depth (structured interviews), video presence, or logistics (prescreening and scheduling).',
  'Ask what is scored and insist on a rubric you can read and edit, tied to job-related competencies.',
  'Check that every score links to evidence in the candidate’s own answers.',
  'Confirm a person reviews outputs before any hiring decision.',
  'Take the candidate interview yourself on a phone; count the minutes and test pause-and-resume.',
  'Check languages, accessibility and how candidate consent and data retention are handled.',
  'Verify which ATS integrations are live today, not on the roadmap.',
  'Compare pricing models: per-interview fees and caps penalise high volume.',
];

/** The three vendor comparisons under /compare/. */
export const comparisons: Comparison[] = [
  {
    slug: 'isa-vs-hirevue',
    competitor: 'HireVue',
    category: 'video-interview enterprise platform',
    summary:
      'HireVue is an established enterprise platform for on-demand and live video interviews, assessments and interview scheduling, used by large employers with dedicated talent-acquisition teams. ' +
      'ISA is a structured, chat-based AI interviewer: candidates answer competency-based questions in text on any device, ISA adapts follow-ups and scores every answer against a role-specific rubric, and hiring teams get a ranked, evidence-linked shortlist in under 24 hours. ' +
      'Choose HireVue when on-camera interviews and a broad enterprise suite are requirements; choose ISA when you want every applicant interviewed quickly, without cameras or per-interview fees, and with transparent rubric scoring.',
    strengths: {
      isa: [
        'Text-based chat interviews: no camera, low bandwidth, works on any phone, 130+ languages.',
        'Adaptive follow-up questions and rubric scoring with evidence linked to each answer.',
        'Shortlists in under 24 hours; unlimited interviews with no per-interview fees or caps.',
        'Plans from $39 per job, so small teams and single roles can start the same day.',
      ],
      competitor: [
        'Mature enterprise suite: video interviews, assessments and scheduling in one vendor.',
        'Live and recorded video, for roles where on-camera presence matters.',
        'Long track record with large global employers and complex procurement.',
      ],
    },
    watchOuts: {
      isa: [
        'No video: if you must see candidates on camera in the first round, ISA is not that tool.',
        'Agentic voice interviewing is coming soon, not available today.',
        'One ATS integration is live and two more are coming soon; check yours.',
      ],
      competitor: [
        'Video can raise the bar for candidates without a quiet space, a good camera or strong bandwidth.',
        'Enterprise suites typically involve longer implementation and annual contracts.',
        'Verify how scores are produced and explained before relying on them.',
      ],
    },
    bestFit: [
      {
        scenario: 'High-volume roles where every applicant should be interviewed',
        pick: 'ISA',
        why: 'Unlimited chat interviews with no per-interview fees, ranked in under 24 hours.',
      },
      {
        scenario: 'Client-facing roles where on-camera presence is part of the job',
        pick: 'HireVue',
        why: 'Video interviews let reviewers see and hear the candidate.',
      },
      {
        scenario: 'Startups and teams without an HR department',
        pick: 'ISA',
        why: 'Start from $39 per job with a scorecard generated from your job description.',
      },
      {
        scenario: 'A global enterprise consolidating assessments, video and scheduling with one vendor',
        pick: 'HireVue',
        why: 'Its breadth as a suite can outweigh a specialised screening tool.',
      },
    ],
    faq: [
      {
        question: 'Is ISA a video interview tool like HireVue?',
        answer:
          'No. ISA interviews candidates by chat. It asks structured, competency-based questions, adapts follow-ups, and scores and ranks candidates against a rubric, without a camera.',
      },
      {
        question: 'Can ISA and a video platform be used together?',
        answer:
          'Yes. Some teams use ISA to interview every applicant first and reserve video or live interviews for the shortlist.',
      },
    ],
  },
  {
    slug: 'isa-vs-sapia',
    competitor: 'Sapia.ai',
    category: 'competency-fairness platform',
    summary:
      'Sapia.ai offers text-based structured interviews with a strong public emphasis on competency assessment and fairness, popular with large-volume employers. ' +
      'ISA shares the belief that structured, text-based interviews are fairer and more candidate-friendly than resume screening. Where ISA differs is in how it adapts to each role and answer: it parses your job description, generates an editable scorecard, asks adaptive follow-up questions, and links every score to the candidate’s own words. ' +
      'Both are credible choices for fair, structured screening; the deciding factors are usually how much you want to tailor the rubric per role and the pricing model.',
    strengths: {
      isa: [
        'Scorecards generated from each job description, with competencies, must-haves and knockout criteria you can edit.',
        'Adaptive follow-up questions that probe thin answers.',
        'Evidence-linked summaries and rankings; human review before decisions.',
        'Transparent per-job and per-month plans with unlimited interviews.',
      ],
      competitor: [
        'Text-based structured interviews with a published focus on fairness.',
        'Experience with very large applicant volumes at enterprise employers.',
        'Candidate feedback features that many applicants value.',
      ],
    },
    watchOuts: {
      isa: [
        'Newer to market: ask for references in your industry.',
        'Agentic voice interviewing is coming soon, not available today.',
        'One ATS integration is live and two more are coming soon; check yours.',
      ],
      competitor: [
        'Check how far the interview and scoring can be tailored to each specific role.',
        'Confirm pricing for your volume and whether it suits a handful of roles.',
        'Ask how scores are explained to recruiters and hiring managers.',
      ],
    },
    bestFit: [
      {
        scenario: 'Specialised or senior roles with unique competencies',
        pick: 'ISA',
        why: 'Role-specific scorecards from the job description and adaptive follow-ups.',
      },
      {
        scenario: 'A large enterprise standardising one structured interview across many similar roles',
        pick: 'Sapia.ai',
        why: 'Its standardised approach suits high-volume, similar roles.',
      },
      {
        scenario: 'Agencies and small teams hiring for a few roles at a time',
        pick: 'ISA',
        why: 'Per-job plans from $39 and no setup fees.',
      },
    ],
    faq: [
      {
        question: 'Are ISA and Sapia.ai both chat-based?',
        answer:
          'Both interview candidates in text. ISA builds a scorecard from each job description and adapts follow-up questions to each answer.',
      },
      {
        question: 'How does ISA support fairness?',
        answer:
          'Every candidate gets the same structured, job-related questions, scored against a published rubric with evidence linked to their answers, and people review outputs before decisions.',
      },
    ],
  },
  {
    slug: 'isa-vs-paradox',
    competitor: 'Paradox',
    category: 'chat-based prescreening platform',
    summary:
      'Paradox is a conversational recruiting assistant known for automating high-volume hourly hiring: answering candidate questions, checking basic eligibility and scheduling interviews over chat and text message. ' +
      'ISA goes deeper into the interview itself: a structured, competency-based chat interview with adaptive follow-ups, rubric scoring, ranking and evidence-linked summaries, so the hiring team sees not just who is eligible but who is strongest. ' +
      'Choose Paradox to automate logistics at very high volume; choose ISA when the first-round screen itself needs to be structured, scored and explainable.',
    strengths: {
      isa: [
        'A real structured interview, not only eligibility questions.',
        'Scores, rankings and summaries linked to each candidate’s answers.',
        'Shortlists in under 24 hours; unlimited interviews with no per-interview fees.',
        'Works for salaried and specialised roles as well as hourly ones.',
      ],
      competitor: [
        'Strong at high-volume hourly hiring logistics: FAQs, eligibility and interview booking.',
        'Mobile and text-message first, suited to frontline candidates.',
        'Broad scheduling automation for large, multi-location employers.',
      ],
    },
    watchOuts: {
      isa: [
        'ISA focuses on the interview and shortlist; it is not a full recruitment-marketing suite.',
        'Agentic voice interviewing is coming soon, not available today.',
        'One ATS integration is live and two more are coming soon; check yours.',
      ],
      competitor: [
        'Prescreening checks eligibility; it may not assess competencies in depth.',
        'Check how candidates are compared and ranked beyond pass/fail.',
        'Enterprise-oriented packaging may be more than a small team needs.',
      ],
    },
    bestFit: [
      {
        scenario: 'Hourly hiring across hundreds of locations where speed to booking is everything',
        pick: 'Paradox',
        why: 'Conversational scheduling and eligibility checks at very high volume.',
      },
      {
        scenario: 'Roles where you need to compare candidates on competencies',
        pick: 'ISA',
        why: 'Rubric scoring, ranking and evidence-linked summaries for every applicant.',
      },
      {
        scenario: 'Recruitment agencies presenting shortlists to clients',
        pick: 'ISA',
        why: 'Explainable rankings and ATS-ready exports in under 24 hours.',
      },
    ],
    faq: [
      {
        question: 'Is ISA a recruiting chatbot like Paradox?',
        answer:
          'ISA is not a basic chatbot. It runs a structured, competency-based interview, adapts its follow-up questions, and scores and ranks candidates against a role-specific rubric.',
      },
      {
        question: 'Can ISA schedule interviews?',
        answer:
          'ISA removes first-round scheduling altogether: the interview starts the moment a candidate applies or is invited, with reminders and resume-anytime, then hands off to your ATS or calendar workflow.',
      },
    ],
  },
];

/** Finds a comparison by its slug. */
export function comparisonBySlug(slug: string): Comparison | undefined {
  return comparisons.find((comparison) => comparison.slug === slug);
}
