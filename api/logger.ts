import pino, { type Logger } from 'pino';
import type { AppConfig } from './config.ts';

/** The structured logger; personal data and resume text are never passed to it. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  const options = {
    level: config.logLevel,
    base: undefined,
    redact: { paths: ['req.headers.authorization', '*.resumeText', '*.email'], censor: '[redacted]' },
  };
  if (config.logLevel === 'silent') return pino(options);
  // Asynchronous writes: a line per request must not cost a blocking syscall each; pino flushes on exit.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
