import type { ErrorBody } from '../src/shared/errors.ts';

/** An error with an HTTP status and a message a person can read; the error middleware renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const badRequest = (message: string, code = 'bad_request', fields?: Record<string, string>) =>
  new HttpError(400, code, message, fields);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed.') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.', code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const unprocessable = (message: string, code = 'unprocessable') => new HttpError(422, code, message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedType = (message: string) => new HttpError(415, 'unsupported_media_type', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new HttpError(503, 'unavailable', message, undefined, { 'Retry-After': '5' });
