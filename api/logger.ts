import pino, { type Logger } from 'pino';
import type { AppConfig } from './config.ts';

/** The structured logger; personal data and resume text are never passed to it. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: { paths: ['req.headers.authorization', '*.resumeText', '*.email'], censor: '[redacted]' },
  });
}
