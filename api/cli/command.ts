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
