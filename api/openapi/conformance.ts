import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type JsonObject = Record<string, unknown>;

/** One real answer of the API, as a test saw it. */
export interface ObservedResponse {
  method: string;
  pathname: string;
  status: number;
  contentType: string | null;
  /** The body as text ('' when there is none). */
  body: string;
}

/**
 * Checks real answers against the OpenAPI document: the path and method must be documented, the status
 * must be among the operation's responses (or its 4XX/5XX range), and a JSON body must match the schema.
 * Returns the problems found; `undefined` when the path is not in the document at all.
 */
export function responseChecker(document: JsonObject): (observed: ObservedResponse) => string[] | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const components = (document.components ?? {}) as { responses?: Record<string, JsonObject>; schemas?: JsonObject };
  ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
  const paths = Object.entries((document.paths ?? {}) as Record<string, Record<string, JsonObject>>).map(
    ([template, operations]) => ({
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      template,
      operations,
    }),
  );
  const compiled = new Map<unknown, ValidateFunction>();
  const resolve = (answer: JsonObject): JsonObject => {
    const ref = answer.$ref as string | undefined;
    return ref ? { ...components.responses?.[ref.split('/').pop()!], ...answer, $ref: undefined } : answer;
  };
  const validatorFor = (schema: JsonObject): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      // $refs point into the document's components, which live under the id 'openapi.json'.
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"$ref":"#/components/', '"$ref":"openapi.json#/components/'),
      ) as JsonObject;
      validate = ajv.compile(rebased);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return ({ method, pathname, status, contentType, body }) => {
    const path = paths.find((p) => p.pattern.test(pathname));
    if (!path) return undefined;
    const where = `${method} ${pathname} → ${status}`;
    const operation = path.operations[method.toLowerCase()];
    if (!operation)
      return method === 'HEAD' || method === 'OPTIONS'
        ? []
        : [`${where}: ${method} is not documented for ${path.template}`];
    const responses = operation.responses as Record<string, JsonObject>;
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!documented) return [`${where}: status ${status} is not documented`];
    const answer = resolve(documented);
    const content = answer.content as Record<string, { schema?: JsonObject }> | undefined;
    if (!content) return body === '' || status === 304 ? [] : [`${where}: documented without a body, but one came`];
    const type = (contentType ?? '').split(';')[0]!.trim();
    const media = content[type];
    if (!media)
      return [`${where}: content type ${type || '(none)'} is not documented (${Object.keys(content).join(', ')})`];
    if (type !== 'application/json' || !media.schema) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const validate = validatorFor(media.schema);
    if (validate(parsed)) return [];
    return (validate.errors ?? []).map((e) => `${where}: body${e.instancePath} ${e.message ?? 'is invalid'}`);
  };
}
