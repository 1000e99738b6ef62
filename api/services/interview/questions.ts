import {
  INTERVIEW_COMPETENCY_MAX,
  INTERVIEW_QUESTION_MAX,
  type InterviewQuestion,
} from '../../../src/shared/interview.ts';
import { jobDescriptionText } from '../../../src/shared/job-posting.ts';
import type { AskedQuestion } from '../../db/schema.ts';

/** Questions every interview can ask when its job says too little to derive its own. */
export const GENERAL_QUESTIONS: readonly InterviewQuestion[] = [
  { text: 'What interests you about this role, and what would you bring to it?', competency: 'Motivation' },
  {
    text: 'Tell me about a difficult problem you solved at work or in your studies. What did you do, step by step, and what was the result?',
    competency: 'Problem solving',
  },
  {
    text: 'Describe a time you worked with someone whose approach was different from yours. How did you handle it, and how did it turn out?',
    competency: 'Teamwork',
  },
  {
    text: 'Tell me about something you had to learn quickly. How did you go about it, and how did you use it?',
    competency: 'Learning agility',
  },
  {
    text: 'Give an example of a commitment you kept under pressure. What made it hard, and how did you deliver?',
    competency: 'Reliability',
  },
];

/** Most questions derived from a description: responsibilities first, then requirements. */
const MAX_FROM_RESPONSIBILITIES = 3;
const MAX_FROM_REQUIREMENTS = 2;
/** Fewer derived questions than this and the general set fills up the interview. */
const MIN_QUESTIONS = 4;
const MAX_QUESTIONS = 6;

const RESPONSIBILITY_HEADING =
  /responsibilit|what you('|’)?ll do|what you will do|duties|your role|the role|day[- ]to[- ]day|in this role|you will/i;
const REQUIREMENT_HEADING =
  /requirement|qualification|what you bring|you have|skills|about you|who you are|looking for|must[- ]have|nice[- ]to[- ]have|preferred|experience/i;
const BULLET = /^\s*(?:[-*•·▪◦–]|\d{1,2}[.)])\s+/;

/** Competencies recognised by words in a responsibility or requirement; the first match names it. */
const COMPETENCY_WORDS: Array<[RegExp, string]> = [
  [/\b(lead|leading|mentor|coach|manage (a |the )?team|people manager)/i, 'Leadership'],
  [/\b(customer|client|patient|candidate|user)s?\b/i, 'Customer focus'],
  [/\b(sales|quota|negotiat|deals?\b|revenue)/i, 'Commercial skills'],
  [/\b(communicat|present|stakeholder|partner|collaborat|informed)/i, 'Communication and collaboration'],
  [/\b(test|quality|accura|detail|safety|complian|accessib|performance)/i, 'Quality and attention to detail'],
  [/\b(plan|organi[sz]|priorit|deadline|schedul|calibrat)/i, 'Planning and organisation'],
  [/\b(problem|analy[sz]|debug|troubleshoot|data|sql)/i, 'Problem solving'],
  [/\b(licen[cs]e|certif|degree|years?\b)/i, 'Qualifications and experience'],
  [/\b(build|develop|engineer|typescript|react|code|design|ship)/i, 'Technical skills'],
];

const clean = (item: string) =>
  item
    .replace(BULLET, '')
    .replace(/\s+/g, ' ')
    .replace(/[.;:,\s]+$/, '')
    .trim();

/** Lowercases the first letter unless the word is an acronym ('RN', 'SQL'). */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

function competencyOf(item: string, fallback: string): string {
  const found = COMPETENCY_WORDS.find(([pattern]) => pattern.test(item))?.[1];
  return (found ?? fallback).slice(0, INTERVIEW_COMPETENCY_MAX);
}

/** The responsibilities and requirements a description lists, by headed bullet lists or by its sentences. */
export function descriptionItems(description: string | null | undefined): {
  responsibilities: string[];
  requirements: string[];
} {
  const text = jobDescriptionText(description);
  const responsibilities: string[] = [];
  const requirements: string[] = [];
  let section: 'responsibilities' | 'requirements' | 'other' = 'other';
  const prose: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    if (BULLET.test(trimmed)) {
      const item = clean(trimmed);
      if (item.length < 4) continue;
      if (section === 'requirements') requirements.push(item);
      else if (section === 'responsibilities') responsibilities.push(item);
      continue;
    }
    // A short line without a bullet is a heading when it ends with a colon or names a known section.
    if (trimmed.length <= 60 && (trimmed.endsWith(':') || !/[.!?]$/.test(trimmed))) {
      if (REQUIREMENT_HEADING.test(trimmed)) section = 'requirements';
      else if (RESPONSIBILITY_HEADING.test(trimmed)) section = 'responsibilities';
      else section = 'other';
      continue;
    }
    prose.push(trimmed);
  }
  // Sentences: 'You will a, b and c' lists duties; '… required' or 'N+ years' states a requirement.
  for (const sentence of prose.join(' ').split(/(?<=[.!?;])\s+/)) {
    const duty = /\byou(?:'|’)?ll\s+(.+)|\byou will\s+(.+)/i.exec(sentence);
    if (duty) {
      const clause = clean(duty[1] ?? duty[2] ?? '');
      for (const part of clause.split(/,\s*(?:and\s+)?|\s+and\s+(?=[a-z]+\s)/)) {
        const item = clean(part);
        if (item.split(' ').length >= 2) responsibilities.push(item);
      }
    } else if (/\b(required|must have|preferred|\d+\+? years)\b/i.test(sentence)) {
      const item = clean(sentence.replace(/\b(is |are )?(required|preferred)\b/gi, ''));
      if (item.length >= 4) requirements.push(item);
    }
  }
  return { responsibilities, requirements };
}

const fits = (q: InterviewQuestion) => q.text.length <= INTERVIEW_QUESTION_MAX;

/**
 * Competency questions from a job description: responsibilities become 'tell me about a time' questions,
 * requirements ask for a concrete example; the general set tops up a description that says too little.
 */
export function deriveQuestions(job: { description: string | null; title: string }): InterviewQuestion[] {
  const { responsibilities, requirements } = descriptionItems(job.description);
  const derived: InterviewQuestion[] = [
    ...responsibilities.slice(0, MAX_FROM_RESPONSIBILITIES).map((item) => ({
      text: `Tell me about a time you had to ${lowerFirst(item)}. What was the situation, what did you do, and what was the result?`,
      competency: competencyOf(item, 'Role experience'),
    })),
    ...requirements.slice(0, MAX_FROM_REQUIREMENTS).map((item) => ({
      text: `The role asks for: ${lowerFirst(item)}. Tell me about a concrete example from your work that shows it.`,
      competency: competencyOf(item, 'Qualifications and experience'),
    })),
  ].filter(fits);
  const opener: InterviewQuestion = {
    text: `What interests you about the ${job.title} role, and what would you bring to it?`.slice(
      0,
      INTERVIEW_QUESTION_MAX,
    ),
    competency: 'Motivation',
  };
  const questions = [opener, ...derived];
  for (const general of GENERAL_QUESTIONS.slice(1)) {
    if (questions.length >= MIN_QUESTIONS) break;
    questions.push(general);
  }
  return questions.slice(0, MAX_QUESTIONS);
}

/** The questions an interview asks: the job's own, else derived; numbered q1, q2, … */
export function questionsForJob(job: {
  title: string;
  description: string | null;
  interviewQuestions: InterviewQuestion[] | null;
}): AskedQuestion[] {
  const own = job.interviewQuestions?.length ? job.interviewQuestions : null;
  return (own ?? deriveQuestions(job)).map((q, index) => ({
    id: `q${index + 1}`,
    text: q.text,
    competency: q.competency,
  }));
}
