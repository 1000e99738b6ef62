import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './config.ts';
import { errorForLog, REDACTED, scrubFields, scrubText } from './log-privacy.ts';

/** Log lines are written at least this often, even when fewer than a buffer's worth have gathered. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * The structured logger. Whatever a caller passes, no line holds an e-mail address, an interview token,
 * a query string or a request body: fields and messages are scrubbed (log-privacy.ts), errors keep their
 * type, code, message and stack only, and fields named like personal data are replaced outright.
 * `destination` replaces standard output (tests read the real lines from it).
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', '*.resumeText', '*.email', 'body', 'request', '*.body', '*.request'],
      censor: REDACTED,
    },
    serializers: { err: errorForLog },
    formatters: { log: (fields) => scrubFields(fields) },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  if (destination) return pino(options, destination);
  if (config.logLevel === 'silent') return pino(options);
  // A line per request must not cost a syscall each: lines gather in a 4 KB buffer written asynchronously,
  // flushed every second and on exit (sonic-boom flushes synchronously when the process ends).
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), FLUSH_INTERVAL_MS).unref();
  return pino(options, stdout);
}
