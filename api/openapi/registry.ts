import { z } from 'zod';

/** HTTP methods the API's routes use. */
export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** A documented answer: JSON described by a zod schema, or another media type described in words. */
export interface ResponseSpec {
  description: string;
  /** The body's schema (JSON unless contentType says otherwise). */
  schema?: z.core.$ZodType;
  /** Defaults to application/json when a schema is given. */
  contentType?: string;
  /** Other media types the same status may answer on request (e.g. text/csv for ?format=csv). */
  otherContentTypes?: string[];
  /** Response headers worth knowing (name → description). */
  headers?: Record<string, string>;
}

/**
 * One operation of the API, declared next to the route that serves it. The schemas are the very ones the
 * route validates with, so the OpenAPI document is generated from the code, never written by hand.
 */
export interface OperationSpec {
  method: HttpMethod;
  /** The router's path template, e.g. `/api/jobs/:id`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Operator endpoints: `Authorization: Bearer $ADMIN_TOKEN`, 404 while no token is configured. */
  admin?: boolean;
  /** Kiosk staff endpoints: `Authorization: Bearer $KIOSK_TOKEN`, 404 while no token is configured. */
  kiosk?: boolean;
  /** Path parameters by name. */
  params?: Record<string, z.core.$ZodType>;
  /** The query string, a zod object. */
  query?: z.core.$ZodObject;
  /** Request headers the operation reads (name → description). */
  headers?: Record<string, string>;
  body?: { schema: z.core.$ZodType; contentType?: 'application/json' | 'multipart/form-data'; required?: boolean };
  /** Answers by status code. Every operation also answers errors (4XX, 5XX) with the error body. */
  responses: Record<number, ResponseSpec>;
}

/** The JSON body of every error (DESIGN.md): a message a person can read and a machine code. */
export const errorBodySchema = z.object({
  error: z.string().describe('A message a person can read.'),
  code: z.string().describe('A machine-readable code, e.g. validation_failed, rate_limited, not_found.'),
  fields: z.record(z.string(), z.string()).optional().describe('Per-field messages of a validation error.'),
  detail: z.string().optional(),
});

/**
 * Error answers by status code, each a description with the error body; 429 also names its Retry-After
 * header. Spread into an operation's `responses`.
 */
export function errorResponses(descriptions: Record<number, string>): Record<number, ResponseSpec> {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      {
        description,
        schema: errorBodySchema,
        ...(status === '429' ? { headers: { 'Retry-After': 'Seconds to wait.' } } : {}),
      },
    ]),
  );
}

/** Descriptions of the errors many operations answer alike. */
export const ERROR_DESCRIPTIONS = {
  invalidFields: 'Invalid fields (fields names each).',
  keyInProgress: 'A request with this Idempotency-Key is still in progress.',
  notJson: 'Not application/json.',
  rateLimited: 'Rate limited.',
};

/** What every idempotent write of a public form refuses: bad fields, a key in flight, a bot or a reused key, too many. */
export const FORM_WRITE_ERRORS = errorResponses({
  400: ERROR_DESCRIPTIONS.invalidFields,
  409: ERROR_DESCRIPTIONS.keyInProgress,
  422: 'Refused as a bot (honeypot filled or sent too fast), or the Idempotency-Key was used with another body.',
  429: ERROR_DESCRIPTIONS.rateLimited,
});

/** The Idempotency-Key header the write endpoints honour. */
export const IDEMPOTENCY_HEADER = {
  'Idempotency-Key':
    '8 to 128 letters, digits or . _ : -. A replay with the same key and body answers the stored response and writes nothing; the same key with another body is 422.',
};

/** The header every idempotent write sets on a replayed answer (api/middleware/idempotent.ts). */
export const REPLAYED_HEADER = {
  'Idempotent-Replayed': 'true when the stored answer of an earlier request is replayed.',
};

/** Declares a route module's operations (typed; the list itself is the registry entry). */
export function defineOperations(operations: OperationSpec[]): OperationSpec[] {
  return operations;
}
