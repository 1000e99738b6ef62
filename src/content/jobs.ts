/**
 * Copy of the jobs board, job pages, apply flow and interview invitation (spec sections 2, 4 and 8), one module
 * per part so each page loads only its own.
 */
import { applyCopy, resumeTestCopy } from './jobs-apply';
import { boardCopy, jobCopy } from './jobs-board';
import { interviewCopy } from './interview';

export { employmentTypeLabels } from './jobs-board';

export const jobsCopy = {
  board: boardCopy,
  job: jobCopy,
  apply: applyCopy,
  resumeTest: resumeTestCopy,
  interview: interviewCopy,
} as const;
