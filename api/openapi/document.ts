import { z } from 'zod';
import { errorBodySchema, type OperationSpec, type ResponseSpec } from './registry.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema; `input` for what clients send. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/api/jobs/:id` → `/api/jobs/{id}` */
export function openApiPath(routerPath: string): string {
  return routerPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };
const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

function response(spec: ResponseSpec): JsonSchema {
  const headers = spec.headers
    ? Object.fromEntries(
        Object.entries(spec.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
      )
    : undefined;
  if (spec.schema === errorBodySchema) {
    // A $ref may carry only a description beside it; an error with headers (429's Retry-After) is written out.
    if (!headers) return { ...ERROR_RESPONSE, description: spec.description };
    return { description: spec.description, headers, content: ERROR_CONTENT };
  }
  const contentType = spec.contentType ?? 'application/json';
  const content: JsonSchema | undefined = spec.schema
    ? { [contentType]: { schema: jsonSchemaOf(spec.schema, 'output') } }
    : spec.contentType
      ? { [contentType]: { schema: { type: 'string' } } }
      : undefined;
  for (const other of spec.otherContentTypes ?? []) if (content) content[other] = { schema: { type: 'string' } };
  return { description: spec.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

/** The bearer tokens that guard operations: their security scheme and the two refusals they add. */
const BEARER = {
  admin: {
    scheme: 'adminToken',
    refused: 'Missing or wrong operator token.',
    off: 'Not found, or operator endpoints are off (no ADMIN_TOKEN).',
  },
  kiosk: {
    scheme: 'kioskToken',
    refused: 'Missing or wrong kiosk token.',
    off: 'Not found, or staff qualification is off (no KIOSK_TOKEN).',
  },
};

function operation(spec: OperationSpec): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(spec.params ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema: jsonSchemaOf(schema, 'input') });
  }
  if (spec.query) {
    const query = jsonSchemaOf(spec.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema>) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  for (const [name, description] of Object.entries(spec.headers ?? {})) {
    parameters.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  }
  const responses: JsonSchema = {};
  for (const [status, answer] of Object.entries(spec.responses)) responses[status] = response(answer);
  const auth = spec.admin ? BEARER.admin : spec.kiosk ? BEARER.kiosk : undefined;
  if (auth) {
    responses['401'] ??= { ...ERROR_RESPONSE, description: auth.refused };
    responses['404'] ??= { ...ERROR_RESPONSE, description: auth.off };
  }
  responses['4XX'] ??= {
    ...ERROR_RESPONSE,
    description:
      'Refused: bad input (400), unknown (404), too large (413), wrong type (415), rate limited (429, with Retry-After) …',
  };
  responses['5XX'] ??= {
    ...ERROR_RESPONSE,
    description: 'Failed on our side (500), or a backing service is unavailable (503, with Retry-After).',
  };
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(auth ? { security: [{ [auth.scheme]: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: spec.body.required ?? true,
            content: {
              [spec.body.contentType ?? 'application/json']: { schema: jsonSchemaOf(spec.body.schema, 'input') },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every declared operation. */
export function buildOpenApiDocument(operations: OperationSpec[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of operations) {
    const path = (paths[openApiPath(spec.path)] ??= {});
    if (path[spec.method]) throw new Error(`Operation declared twice: ${spec.method.toUpperCase()} ${spec.path}`);
    path[spec.method] = operation(spec);
  }
  const errorSchema = jsonSchemaOf(errorBodySchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'ISA site API',
      version: '1.0.0',
      description:
        'The public API of the ISA web site (jobs, applications, leads, privacy requests, the sales chat) and its operator endpoints. Every error answers `{ error, code, fields? }`.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { ErrorBody: errorSchema },
      responses: {
        Error: {
          description: 'An error.',
          content: ERROR_CONTENT,
        },
      },
      securitySchemes: {
        adminToken: { type: 'http', scheme: 'bearer', description: 'The ADMIN_TOKEN of the server.' },
        kioskToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The KIOSK_TOKEN of the server (a kiosk's apiToken).",
        },
      },
    },
  };
}
