import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/** What a CLI command gets: configuration, the open database and a way to print a line. */
export interface CliContext {
  config: AppConfig;
  database: Database;
  out(line: string): void;
}

/** One top-level CLI command (e.g. `jobs`) with its own subcommands. */
export interface CliCommand {
  /** Runs with the arguments after the command name; resolves to the exit code. */
  run(args: string[], context: CliContext): Promise<number>;
}

/** Options of an `export` subcommand: the format, an optional output file and, where offered, a job id. */
export interface ExportOptions {
  format: 'csv' | 'json';
  out?: string;
  job?: string;
}

/**
 * Reads `[--format=csv|json] [--csv] [--json] [--out=FILE]` (and `--job=ID` when `jobPattern` is given)
 * with node's parseArgs; throws an Error naming the bad option, followed by `usage`.
 */
export function parseExportOptions(args: readonly string[], usage: string, jobPattern?: RegExp): ExportOptions {
  const fail = (problem: string): never => {
    throw new Error(`${problem}\n${usage}`);
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        format: { type: 'string' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        out: { type: 'string' },
        job: { type: 'string' },
      },
    }));
  } catch (err) {
    // parseArgs names the option in its first sentence ("Unknown option '--since'").
    return fail((err as Error).message.split('. ')[0] ?? 'Invalid options');
  }
  let format: ExportOptions['format'] = values.json ? 'json' : 'csv';
  if (values.format !== undefined) {
    if (values.format !== 'csv' && values.format !== 'json') return fail(`Invalid option: --format=${values.format}`);
    format = values.format;
  }
  if (values.out === '') return fail('Invalid option: --out needs a file name');
  if (values.job !== undefined && !jobPattern) return fail("Unknown option '--job'");
  if (values.job !== undefined && !jobPattern?.test(values.job)) return fail(`Invalid option: --job=${values.job}`);
  return { format, ...(values.out ? { out: values.out } : {}), ...(values.job ? { job: values.job } : {}) };
}

/** Writes an export to `file` (readable by the operator only: it holds personal data) or prints it. */
async function writeExport(text: string, summary: string, file: string | undefined, out: CliContext['out']) {
  if (!file) {
    out(text);
    return;
  }
  await fs.writeFile(file, `${text}\n`, { mode: 0o600 });
  console.error(`${summary} to ${file}`);
}

/**
 * A command whose one subcommand is `export [options]`: parses the options (exit code 2 and `usage` when
 * they are wrong), asks `produce` for the text and how many records it holds, then prints it or writes it.
 */
export function exportCommand(spec: {
  usage: string;
  /** What the records are called in the summary line, e.g. "leads". */
  noun: string;
  /** Offers `--job=ID` when given: the id must match it. */
  jobPattern?: RegExp;
  produce(options: ExportOptions, context: CliContext): Promise<{ text: string; count: number }>;
}): CliCommand {
  return {
    async run([command, ...rest], context) {
      if (command !== 'export') {
        console.error(spec.usage);
        return command === undefined || command === '--help' ? 0 : 2;
      }
      let options: ExportOptions;
      try {
        options = parseExportOptions(rest, spec.usage, spec.jobPattern);
      } catch (err) {
        console.error((err as Error).message);
        return 2;
      }
      const { text, count } = await spec.produce(options, context);
      await writeExport(text, `Exported ${count} ${spec.noun}`, options.out, context.out);
      return 0;
    },
  };
}
