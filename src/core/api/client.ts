import { errorMessage } from '../../shared/errors';

/** A failed API call: the HTTP status and the message a person should read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Shown when the server gives no message of its own. */
  fallbackError?: string;
}

/** A typed client for the ISA API at `baseUrl` ('' for the same origin). */
export function createApiClient(baseUrl: string) {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: root,
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      let response: Response;
      try {
        response = await fetch(`${root}${path}`, {
          method: options.method ?? (body ? 'POST' : 'GET'),
          headers,
          body,
          signal: options.signal,
        });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        throw new ApiError(0, options.fallbackError ?? 'We could not reach the server. Check your connection.', null);
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      if (!response.ok) {
        throw new ApiError(
          response.status,
          errorMessage(parsed, options.fallbackError ?? `Request failed (${response.status}).`),
          parsed,
        );
      }
      return parsed as T;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
