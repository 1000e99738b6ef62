/**
 * Field errors from schema problems, without zod itself: the forms' code imports these, and the zod schemas
 * (./form-fields.ts and the payload modules) load with the rules that need them.
 */

/** One problem a schema found: where (the path of keys) and what, as zod reports it. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Problems as one message per field (the first found), keyed by the field's dotted path; `name` keys a
 * problem with the whole value. The forms show these under their fields, and the API answers them as `fields`.
 */
export function fieldErrors(issues: readonly FieldIssue[], name = '_'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.length > 0 ? issue.path.join('.') : name] ??= issue.message;
  return fields;
}

/** Anything with zod's safeParse (full zod or zod/mini schemas). */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/** The field errors of `values` under `schema`, empty when they pass. */
export function schemaErrors(schema: SafeParser, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error.issues);
}
