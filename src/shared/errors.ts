/** The JSON body of every API error (DESIGN.md contract). */
export interface ErrorBody {
  error: string;
  code: string;
  /** Per-field messages for validation errors, keyed by field name. */
  fields?: Record<string, string>;
  /** Kept for clients of the original API, which show `detail ?? error`. */
  detail?: string;
}

/** The message a person should read from an error body, or the fallback. */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { detail, error } = body as { detail?: unknown; error?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

/** Whatever was thrown, as an Error (a thrown string or value becomes its message). */
export const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));
