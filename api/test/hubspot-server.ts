import http from 'node:http';

/** One call the fake HubSpot received. */
export interface HubSpotCall {
  at: number;
  status: number;
  inputs: Array<{ idProperty?: string; id?: string; properties?: Record<string, string> }>;
}

/** The contact properties this portal knows: the standard ones and the custom `isa_*` ones. */
const KNOWN_PROPERTIES = new Set([
  'email',
  'firstname',
  'lastname',
  'phone',
  'company',
  'isa_source',
  'isa_event',
  'isa_rating',
  'isa_notes',
  'isa_interests',
  'isa_captured_by',
]);

/**
 * A local HTTP server speaking HubSpot's CRM v3 `POST /crm/v3/objects/contacts/batch/upsert` as documented:
 * Bearer token, at most 100 inputs, upsert by e-mail (`idProperty: "email"`), 400 for invalid input or an
 * unknown property, 429 with Retry-After when told to rate-limit.
 */
export interface HubSpotServer {
  url: string;
  token: string;
  calls: HubSpotCall[];
  contacts: Map<string, Record<string, string>>;
  /** The next call answers 429 with `Retry-After: seconds`. */
  rateLimitNext(seconds: number): void;
  close(): Promise<void>;
}

/** Starts the fake HubSpot on 127.0.0.1; addresses at `refusedDomain` are invalid to it. */
export async function startHubSpotServer(token: string, refusedDomain = 'invalid.example'): Promise<HubSpotServer> {
  const calls: HubSpotCall[] = [];
  const contacts = new Map<string, Record<string, string>>();
  let limitSeconds: number | undefined;
  let nextId = 1000;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
        return status;
      };
      const call: HubSpotCall = { at: Date.now(), status: 0, inputs: [] };
      calls.push(call);
      if (req.method !== 'POST' || req.url !== '/crm/v3/objects/contacts/batch/upsert') {
        call.status = answer(404, { status: 'error', message: 'Not found', category: 'OBJECT_NOT_FOUND' });
        return;
      }
      if (req.headers.authorization !== `Bearer ${token}`) {
        call.status = answer(401, {
          status: 'error',
          message: 'Authentication credentials not found.',
          category: 'INVALID_AUTHENTICATION',
        });
        return;
      }
      if (limitSeconds !== undefined) {
        const seconds = limitSeconds;
        limitSeconds = undefined;
        call.status = answer(
          429,
          {
            status: 'error',
            message: 'You have reached your ten_secondly_rolling limit.',
            errorType: 'RATE_LIMIT',
            policyName: 'TEN_SECONDLY_ROLLING',
          },
          { 'Retry-After': String(seconds) },
        );
        return;
      }
      let body: { inputs?: HubSpotCall['inputs'] };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        call.status = answer(400, { status: 'error', message: 'Invalid input JSON', category: 'VALIDATION_ERROR' });
        return;
      }
      const inputs = body.inputs ?? [];
      call.inputs = inputs;
      const invalid = (message: string) =>
        (call.status = answer(400, { status: 'error', message, category: 'VALIDATION_ERROR' }));
      if (inputs.length === 0 || inputs.length > 100) return invalid('inputs must hold 1 to 100 records');
      for (const input of inputs) {
        if (input.idProperty !== 'email' || !input.id) return invalid('idProperty email and id are required');
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.id) || input.id.endsWith(`@${refusedDomain}`)) {
          return invalid(`Property values were not valid: email ${input.id} is invalid`);
        }
        const unknown = Object.keys(input.properties ?? {}).find((p) => !KNOWN_PROPERTIES.has(p));
        if (unknown) return invalid(`Property "${unknown}" does not exist (PROPERTY_DOESNT_EXIST)`);
      }
      const results = inputs.map((input) => {
        const key = input.id!.toLowerCase();
        const existing = contacts.get(key);
        const properties = {
          ...existing,
          ...input.properties,
          hs_object_id: existing?.hs_object_id ?? String(nextId++),
        };
        contacts.set(key, properties);
        return { id: properties.hs_object_id, new: !existing, properties, archived: false };
      });
      call.status = answer(200, { status: 'COMPLETE', results, startedAt: new Date().toISOString() });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    calls,
    contacts,
    rateLimitNext: (seconds) => {
      limitSeconds = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
