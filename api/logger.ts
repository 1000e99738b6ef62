import pino, { type Logger } from 'pino';
import type { AppConfig } from './config.ts';

/** Log lines are written at least this often, even when fewer than a buffer's worth have gathered. */
const FLUSH_INTERVAL_MS = 1_000;

/** The structured logger; personal data and resume text are never passed to it. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  const options = {
    level: config.logLevel,
    base: undefined,
    redact: { paths: ['req.headers.authorization', '*.resumeText', '*.email'], censor: '[redacted]' },
  };
  if (config.logLevel === 'silent') return pino(options);
  // A line per request must not cost a syscall each: lines gather in a 4 KB buffer written asynchronously,
  // flushed every second and on exit (sonic-boom flushes synchronously when the process ends).
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  return pino(options, destination);
}
