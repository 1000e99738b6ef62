import type { BlogArticle } from './types';

/** Publication dates every article carries (spec section 2). */
export const BLOG_DATE_PUBLISHED = '2025-01-01';
export const BLOG_DATE_MODIFIED = '2025-08-15';

/** The four articles of /blog, newest first. */
export const blogArticles: BlogArticle[] = [
  {
    slug: 'automated-interview-scheduling-templates',
    title: 'Automated Interview Scheduling: How It Works (+ Templates)',
    summary:
      'How automated interview scheduling removes the back-and-forth between recruiters and candidates, what to automate first, and invitation and reminder templates you can copy today.',
    datePublished: BLOG_DATE_PUBLISHED,
    dateModified: BLOG_DATE_MODIFIED,
    keyTopics: [
      {
        topic: 'Trigger on apply',
        details: 'The fastest schedule is no schedule: a chat interview that starts the moment a candidate applies.',
      },
      {
        topic: 'Reminders and resume-anytime',
        details: 'Timed reminders and the ability to pause and resume lift completion rates without recruiter effort.',
      },
      {
        topic: 'Handoff',
        details: 'Shortlisted candidates move straight to the ATS or the hiring manager’s calendar.',
      },
      {
        topic: 'Templates',
        details: 'Ready-to-use invitation, reminder and handoff messages.',
      },
    ],
    sections: [
      {
        heading: 'Why scheduling is the slowest step in screening',
        paragraphs: [
          'A first-round phone screen takes fifteen minutes to run and, on average, several days to book. Every email asking “does Tuesday at 3 work?” adds a day in which your best candidates are talking to other employers.',
          'Automated interview scheduling removes that wait. Instead of coordinating calendars, the candidate receives an interview they can take immediately, and the recruiter receives the results.',
        ],
      },
      {
        heading: 'How automated interview scheduling works',
        paragraphs: [
          'With an AI interviewer such as ISA, scheduling collapses into a trigger. The moment a candidate applies, or a recruiter invites them, a structured chat interview becomes available through a personal link.',
        ],
        bullets: [
          'Trigger: an application or an invitation creates the interview instantly.',
          'Invite: the candidate receives a personal link by email, usable on any device.',
          'Remind: candidates who have not started or finished get timed reminders.',
          'Resume: a candidate can pause and pick up exactly where they left off.',
          'Hand off: scored, ranked candidates move to your ATS or a hiring manager’s calendar for the human interview.',
        ],
      },
      {
        heading: 'What to automate first',
        paragraphs: [
          'Start with the highest-volume role you hire for. That is where manual scheduling costs the most and where a consistent first round pays back fastest.',
          'Keep the human interview human: automate the first structured screen and the reminders around it, and let the hiring manager book the final conversations with the shortlist.',
        ],
      },
      {
        heading: 'Template: interview invitation',
        paragraphs: [
          'Subject: Your interview for {Role} at {Company}',
          'Hi {First name}, thanks for applying for {Role}. The first step is a short chat interview you can take right now, on your phone or computer, at any time that suits you: {Interview link}. Most candidates finish in about 15 minutes, and you can pause and come back later. We will be in touch within 24 hours of your completing it.',
        ],
      },
      {
        heading: 'Template: reminder',
        paragraphs: [
          'Subject: Reminder: your {Company} interview is waiting',
          'Hi {First name}, your interview for {Role} is still open: {Interview link}. It takes about 15 minutes and saves your progress if you need to stop. If you have a question or need an accommodation, reply to this email.',
        ],
      },
      {
        heading: 'Template: handoff to the hiring manager',
        paragraphs: [
          'Subject: Shortlist ready for {Role}',
          'Hi {Manager}, the shortlist for {Role} is ready: {Shortlist link}. Each candidate has a rubric score by competency and an evidence-linked summary. Please pick the candidates you want to meet; they will receive your booking link directly.',
        ],
      },
      {
        heading: 'Measuring the result',
        paragraphs: [
          'Track time-to-first-interview (from application to interview start) and completion rate before and after you switch. Teams that trigger interviews on apply typically see the first number fall from days to minutes, and the shortlist arrive in under 24 hours instead of the 14-day market standard.',
        ],
      },
    ],
    faq: [
      {
        question: 'Does automated scheduling replace the recruiter?',
        answer:
          'No. It replaces the calendar back-and-forth for the first structured screen. Recruiters and hiring managers review the results and run the human interviews.',
      },
      {
        question: 'What if a candidate cannot finish in one sitting?',
        answer: 'They can pause and resume later from the same link, and they receive reminders until they finish.',
      },
    ],
  },
  {
    slug: 'interview-analytics-9-metrics',
    title: 'Interview Analytics: 9 Metrics Every Hiring Team Should Track',
    summary:
      'The nine interview metrics that show whether your screening is fast, fair and predictive, from completion rate to offer-accept rate by intake rubric, with what good looks like.',
    datePublished: BLOG_DATE_PUBLISHED,
    dateModified: BLOG_DATE_MODIFIED,
    keyTopics: [
      { topic: 'Funnel health', details: 'Completion rate and drop-off points show where candidates leave.' },
      { topic: 'Speed', details: 'Time-to-first-interview, time-to-shortlist and hiring manager time-to-decision.' },
      {
        topic: 'Quality',
        details:
          'Rubric scores by competency, knockout pass/fail, shortlist quality and rationale coverage, and offer-accept rate by intake rubric.',
      },
    ],
    sections: [
      {
        heading: 'Why interview analytics matter',
        paragraphs: [
          'Most hiring teams measure time-to-fill and little else. But time-to-fill is an outcome: it tells you that hiring was slow, not where or why. Interview analytics open the black box between “applied” and “offer”.',
          'Structured interviews make this possible. When every candidate answers the same competency-based questions and is scored against the same rubric, the numbers are comparable across candidates, roles and months.',
        ],
      },
      {
        heading: '1. Completion rate',
        paragraphs: [
          'The share of invited candidates who finish the interview. It is the first signal of candidate experience: a low rate means the interview is too long, confusing or badly timed. Aim for a steady rise over your first 30 days as you tune the invitation and reminders.',
        ],
      },
      {
        heading: '2. Drop-off points',
        paragraphs: [
          'Where in the interview candidates stop. A spike at one question usually means the question is unclear or asks for something candidates do not have to hand. Fix the question, not the candidate.',
        ],
      },
      {
        heading: '3. Time-to-first-interview',
        paragraphs: [
          'Hours from application to interview start. With interviews triggered on apply, this falls from days to minutes, and the best candidates are engaged before competitors reply.',
        ],
      },
      {
        heading: '4. Time-to-shortlist',
        paragraphs: [
          'Hours from application to a ranked shortlist in front of the hiring manager. The market standard is around 14 days; structured AI screening brings it under 24 hours.',
        ],
      },
      {
        heading: '5. Rubric scores by competency',
        paragraphs: [
          'The distribution of scores for each competency in the scorecard. If nearly everyone scores high on one competency, the question does not discriminate; if nearly everyone fails, the bar or the sourcing is off.',
        ],
      },
      {
        heading: '6. Knockout criteria pass/fail',
        paragraphs: [
          'How many candidates fail each must-have, such as a licence, a work authorisation or a shift pattern. A high failure rate on one knockout is often cheaper to fix in the job advert than in the interview.',
        ],
      },
      {
        heading: '7. Shortlist quality and rationale coverage',
        paragraphs: [
          'How many shortlisted candidates the hiring manager agrees to interview, and how many shortlist decisions are backed by evidence linked to specific answers. Both should be high; rationale coverage is also what makes decisions explainable and auditable.',
        ],
      },
      {
        heading: '8. Hiring manager time-to-decision',
        paragraphs: [
          'Hours from shortlist delivery to the manager’s decision. When screening is fast, this becomes the bottleneck; evidence-linked summaries shorten it because managers read one page instead of ten resumes.',
        ],
      },
      {
        heading: '9. Offer-accept rate by intake rubric',
        paragraphs: [
          'The rate at which offers are accepted, broken down by how candidates scored at intake. It closes the loop: it tells you whether the rubric predicts who joins, and where to adjust it.',
        ],
      },
      {
        heading: 'Setting 30-day targets',
        paragraphs: [
          'Pick three metrics for your first month: completion rate, time-to-shortlist and hiring manager time-to-decision. Record a baseline in week one, set a target for day 30, and review the dashboard weekly with the hiring managers involved.',
        ],
        bullets: [
          'Completion rate: rising week over week as you tune invitations and reminders.',
          'Time-to-shortlist: under 24 hours from application.',
          'Hiring manager time-to-decision: under 48 hours from shortlist.',
        ],
      },
    ],
    faq: [
      {
        question: 'Which interview metric should I track first?',
        answer:
          'Completion rate. It is the earliest signal, it is easy to improve, and every other metric depends on candidates finishing the interview.',
      },
      {
        question: 'Can I export the metrics?',
        answer: 'Yes. ISA shows these metrics on dashboards and exports them, along with ATS-ready candidate results.',
      },
    ],
  },
  {
    slug: 'ai-interview-software-guide',
    title: 'AI Interview Software: A Buyer’s Guide for Hiring Teams',
    summary:
      'What AI interview software does, the difference between chat, video and chatbot screening, how to evaluate fairness and evidence, and the questions to ask every vendor.',
    datePublished: BLOG_DATE_PUBLISHED,
    dateModified: BLOG_DATE_MODIFIED,
    keyTopics: [
      {
        topic: 'Categories',
        details:
          'Structured chat interviewers, one-way video platforms and conversational prescreening chatbots solve different problems.',
      },
      {
        topic: 'Evaluation criteria',
        details: 'Structure, evidence, human oversight, candidate experience, integrations and pricing model.',
      },
      { topic: 'Vendor questions', details: 'A checklist to take into every demo.' },
    ],
    sections: [
      {
        heading: 'What AI interview software does',
        paragraphs: [
          'AI interview software runs the first interview for you. At its best, it asks every candidate structured, job-related questions, follows up on their answers, scores them against a rubric and gives the hiring team a ranked shortlist with the evidence behind it.',
          'The goal is not to remove people from hiring. It is to give every applicant a real interview, quickly, and to give recruiters back the hours they spend on first-round screens.',
        ],
      },
      {
        heading: 'Three kinds of tools',
        paragraphs: [
          'Products sold under this label work in quite different ways. Know which kind you are evaluating.',
        ],
        bullets: [
          'Structured chat interviewers (such as ISA): competency-based interviews in text, with adaptive follow-ups, rubric scoring and ranking.',
          'Video interview platforms: candidates record answers on camera, often combined with assessments and live interview scheduling.',
          'Conversational prescreening assistants: chatbots that answer candidate questions, check basic eligibility and book interviews, usually for high-volume hourly hiring.',
        ],
      },
      {
        heading: 'How to evaluate fairness',
        paragraphs: [
          'Ask what the system scores and how. Job-related competencies scored against a published rubric are easier to defend than opaque signals. Ask whether every candidate gets the same core questions, whether scores link to evidence in the transcript, and whether a person reviews outputs before any decision.',
        ],
      },
      {
        heading: 'How to evaluate candidate experience',
        paragraphs: [
          'Take the interview yourself, on a phone. Count the minutes, note whether you can pause and resume, and check it works in the languages your applicants speak. A good interview feels like a conversation; a bad one feels like a form.',
        ],
      },
      {
        heading: 'Integrations and pricing',
        paragraphs: [
          'Check which applicant tracking systems are integrated today, not on the roadmap, and whether results export in a format your ATS accepts. On pricing, watch for per-interview fees: they punish you for high volume, which is exactly when you need the tool most.',
        ],
      },
      {
        heading: 'Questions to ask every vendor',
        paragraphs: ['Take this list to each demo and compare the answers side by side.'],
        bullets: [
          'What exactly is scored, and can we see and edit the rubric?',
          'Does every score link to the candidate’s own words?',
          'How do humans review outputs before decisions?',
          'How long are transcripts kept, and can we set the retention period?',
          'How is candidate consent collected?',
          'Which ATS integrations are live today?',
          'Is there any per-interview fee or cap?',
        ],
      },
    ],
    faq: [
      {
        question: 'Is AI interview software the same as a chatbot?',
        answer:
          'No. A prescreening chatbot mostly answers questions and checks eligibility. An AI interviewer like ISA runs a structured, competency-based interview, adapts follow-up questions, and scores and ranks candidates against a rubric.',
      },
      {
        question: 'Will candidates accept being interviewed by AI?',
        answer:
          'When the interview is short, clear and available at any hour, most do: ISA’s chat interviews carry a 4.8/5 candidate experience rating. Tell candidates up front how the interview works and that people make the decisions.',
      },
      {
        question: 'Does AI interview software make hiring decisions?',
        answer:
          'It should not. ISA scores, ranks and summarises; your hiring team reviews the evidence and decides. Our terms require human review before hiring decisions.',
      },
      {
        question: 'How quickly can we get started?',
        answer:
          'With ISA you can import a job description and have a scorecard and interview link the same day; seeing it in action takes about 15 minutes.',
      },
    ],
  },
  {
    slug: 'ai-recruiters-hire-smarter',
    title: 'How AI Recruiters Help Teams Hire Smarter',
    summary:
      'Where an AI recruiter saves the most time, where people must stay in charge, and a four-week plan to roll one out without disrupting your hiring.',
    datePublished: BLOG_DATE_PUBLISHED,
    dateModified: BLOG_DATE_MODIFIED,
    keyTopics: [
      { topic: 'Time saved', details: 'Up to 75% of screening time, and time-to-fill from 45 to 15 days.' },
      { topic: 'Human in charge', details: 'AI screens and ranks; people review evidence and decide.' },
      { topic: 'Rollout plan', details: 'Pilot one role, calibrate the rubric, then scale.' },
    ],
    sections: [
      {
        heading: 'The problem with first-round screening',
        paragraphs: [
          'A popular role can attract hundreds of applicants in a week. Recruiters skim resumes, phone-screen the first few that look promising, and never speak to the rest. The process is slow, inconsistent, and unfair to the candidates nobody reached.',
        ],
      },
      {
        heading: 'What an AI recruiter actually does',
        paragraphs: [
          'An AI recruiter like ISA interviews every applicant with the same structured, competency-based questions, follows up where an answer is thin, and scores each answer against a role-specific rubric. The recruiter starts the day with a ranked shortlist and a summary of each candidate, linked to what they actually said.',
        ],
        bullets: [
          'Up to 75% less time spent on screening.',
          'At least 4x the interview throughput of a recruiter alone.',
          'Shortlists in under 24 hours instead of the 14-day market standard.',
          'Time-to-fill cut from 45 to 15 days in the best cases.',
        ],
      },
      {
        heading: 'Where people stay in charge',
        paragraphs: [
          'The AI screens; people decide. Recruiters review the shortlist and the evidence, hiring managers run the final interviews, and nobody is rejected by a score alone. Good AI recruiters make this easy by showing why each candidate ranked where they did.',
        ],
      },
      {
        heading: 'A four-week rollout plan',
        paragraphs: ['Treat the first month as a calibration exercise, not a big-bang switch.'],
        bullets: [
          'Week 1: pick one high-volume role, import the job description, and review the generated scorecard with the hiring manager.',
          'Week 2: run ISA alongside your usual screen and compare the shortlists.',
          'Week 3: adjust the rubric where the manager disagreed, and switch the role fully to ISA.',
          'Week 4: review completion rate, time-to-shortlist and manager time-to-decision, then add the next roles.',
        ],
      },
      {
        heading: 'What smarter hiring looks like',
        paragraphs: [
          'Every applicant gets an interview. Every shortlist comes with reasons. Recruiters spend their time on candidates and hiring managers rather than calendars. That is the practical meaning of hiring smarter.',
        ],
      },
    ],
  },
];
