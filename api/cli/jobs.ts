import fs from 'node:fs/promises';
import path from 'node:path';
import { jobIdSchema, jobInputSchema, type JobInput } from '../../src/shared/job-schema.ts';
import { validate } from '../middleware/validate.ts';
import { jobsService } from '../services/jobs.ts';
import type { CliCommand } from './command.ts';
import { csvLine, csvRecords } from '../../src/shared/csv.ts';

const USAGE = `Usage:
  npm run jobs -- import FILE.json|FILE.csv   create jobs, or update those whose id exists
  npm run jobs -- export [--csv]              print every job (JSON, or CSV with --csv)
  npm run jobs -- close ID                    close a job (it leaves the board)`;

const CSV_COLUMNS = [
  'id',
  'name',
  'publicName',
  'description',
  'status',
  'location',
  'remote',
  'department',
  'employmentType',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryUnit',
  'country',
  'datePosted',
  'validThrough',
  'interviewQuestions',
] as const;

/** Reads jobs from a JSON array (or `{ items: [...] }`) or a CSV file with a header line. */
export async function readJobsFile(file: string): Promise<JobInput[]> {
  const text = await fs.readFile(file, 'utf8');
  let records: unknown[];
  if (path.extname(file).toLowerCase() === '.csv') {
    records = csvRecords(text).map((record) =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value.trim() !== '')),
    );
  } else {
    const parsed = JSON.parse(text) as unknown;
    const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown }).items;
    if (!Array.isArray(list)) throw new Error('The JSON file must hold an array of jobs or { "items": [...] }.');
    records = list;
  }
  return records.map((record, index) => {
    try {
      return validate(jobInputSchema, record);
    } catch (err) {
      throw new Error(`Job ${index + 1}: ${(err as Error).message}`, { cause: err });
    }
  });
}

/** `jobs import|export|close`: the operator's job commands, sharing the service the admin API uses. */
export const jobsCommand: CliCommand = {
  async run([sub, ...args], { database, out }) {
    const jobs = jobsService(database.db);
    switch (sub) {
      case 'import': {
        if (!args[0]) break;
        const inputs = await readJobsFile(args[0]);
        const result = await jobs.importMany(inputs);
        out(`Imported ${inputs.length} job(s): ${result.created} created, ${result.updated} updated.`);
        return 0;
      }
      case 'export': {
        const all = await jobs.exportAll();
        if (args.includes('--csv')) {
          out(csvLine([...CSV_COLUMNS]));
          for (const job of all)
            out(
              csvLine(
                CSV_COLUMNS.map((column) =>
                  column === 'interviewQuestions'
                    ? job.interviewQuestions && JSON.stringify(job.interviewQuestions)
                    : job[column],
                ),
              ),
            );
        } else out(JSON.stringify(all, null, 2));
        return 0;
      }
      case 'close': {
        if (!args[0]) break;
        const job = await jobs.close(validate(jobIdSchema, args[0]));
        out(`Closed ${job.id} (${job.publicName ?? job.name}).`);
        return 0;
      }
    }
    console.error(USAGE);
    return 2;
  },
};
