import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, routeModules } from '../routes/index.ts';
import { createLogger } from '../logger.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { responseChecker } from './conformance.ts';
import { buildOpenApiDocument, openApiPath } from './document.ts';

const ADMIN_TOKEN = 'openapi-test-token-0123456789';

describe('the OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { ADMIN_TOKEN });
  });
  afterAll(() => server.close());

  it('has an operation for every route of every router, and a route for every operation', () => {
    const context = { config: server.config, database: server.database, logger: createLogger(server.config) };
    const routes = new Set<string>();
    for (const module of routeModules) {
      for (const layer of module.routes(context).stack) {
        for (const method of layer.methods) {
          if (method !== 'HEAD') routes.add(`${method} ${layer.path}`);
        }
      }
    }
    const operations = new Set(apiOperations().map((op) => `${op.method.toUpperCase()} ${op.path}`));
    expect(
      [...routes].filter((route) => !operations.has(route)),
      'routes without an operation',
    ).toEqual([]);
    expect(
      [...operations].filter((op) => !routes.has(op)),
      'operations without a route',
    ).toEqual([]);
    expect(routes.size).toBeGreaterThanOrEqual(20);
  });

  it('is served at /api/openapi.json as OpenAPI 3.1 with every operation, its inputs and its error body', async () => {
    const res = await server.fetch('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = (await res.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            responses: Record<string, unknown>;
            parameters?: Array<{ name: string; in: string }>;
            requestBody?: unknown;
            security?: unknown;
          }
        >
      >;
      components: { schemas: Record<string, object> };
    };
    expect(document.openapi).toBe('3.1.0');
    const ids = apiOperations().map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of apiOperations()) {
      const documented = document.paths[openApiPath(op.path)]?.[op.method];
      expect(documented?.operationId, `${op.method} ${op.path}`).toBe(op.operationId);
      expect(documented!.responses['4XX']).toEqual(expect.objectContaining({ $ref: '#/components/responses/Error' }));
      for (const name of op.path.match(/:(\w+)/g) ?? []) {
        expect(
          documented!.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1)),
          `${op.path} ${name}`,
        ).toBe(true);
      }
      if (op.admin) expect(documented!.security).toEqual([{ adminToken: [] }]);
      if (op.kiosk) expect(documented!.security).toEqual([{ kioskToken: [] }]);
    }
    // The request body is the schema the route validates with.
    const createJob = document.paths['/api/admin/jobs']!.post!.requestBody as {
      content: { 'application/json': { schema: { required: string[]; properties: Record<string, unknown> } } };
    };
    expect(createJob.content['application/json'].schema.required).toEqual(['name']);
    const listJobs = document.paths['/api/jobs']!.get!.parameters!.map((p) => p.name);
    expect(listJobs).toEqual(expect.arrayContaining(['page', 'pageSize', 'search', 'status', 'orderBy']));
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['error', 'code'] });
    // Staff qualification needs the kiosk token.
    const qualifyLead = document.paths['/api/leads']!.patch!;
    expect(qualifyLead.security).toEqual([{ kioskToken: [] }]);
    expect(qualifyLead.responses['401']).toMatchObject({ description: 'Missing or wrong kiosk token.' });
    expect(document.paths['/api/leads']!.post!.security).toBeUndefined();
    // A rate-limited answer names its Retry-After header and still carries the error body.
    expect(document.paths['/api/leads']!.post!.responses['429']).toEqual({
      description: 'Rate limited.',
      headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(document.paths['/api/leads']!.post!.responses['409']).toEqual({
      $ref: '#/components/responses/Error',
      description: 'A request with this Idempotency-Key is still in progress.',
    });
    // Every schema in it compiles as JSON Schema 2020-12 (the dialect of OpenAPI 3.1).
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    const text = JSON.stringify(document).replaceAll('"$ref":"#/components/', '"$ref":"openapi.json#/components/');
    const rebased = JSON.parse(text) as typeof document;
    for (const ops of Object.values(rebased.paths)) {
      for (const op of Object.values(ops)) {
        for (const answer of Object.values(op.responses) as Array<{ content?: Record<string, { schema: object }> }>) {
          for (const media of Object.values(answer.content ?? {}))
            expect(() => ajv.compile(media.schema)).not.toThrow();
        }
      }
    }
  });

  it('serves the API reference page and its files from this site, under the CSP', async () => {
    const page = await server.fetch('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const [asset, type] of [
      ['swagger-ui-bundle.js', 'application/javascript'],
      ['swagger-ui.css', 'text/css'],
      ['init.js', 'application/javascript'],
    ]) {
      const res = await server.fetch(`/api/docs/${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect((await res.text()).length).toBeGreaterThan(100);
    }
    const unknown = await server.fetch('/api/docs/..%2Fpackage.json');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
  });

  it('catches answers that differ from it', () => {
    const check = responseChecker(buildOpenApiDocument(apiOperations(), 'http://localhost'));
    const json = 'application/json; charset=utf-8';
    const ok = { method: 'GET', pathname: '/api/jobs/a0B5e00000AbCdEfGH', contentType: json };
    expect(check({ ...ok, status: 404, body: '{"error":"Not found.","code":"not_found"}' })).toEqual([]);
    expect(check({ ...ok, status: 404, body: '{"message":"Not found."}' })!.join()).toMatch(
      /required property 'error'/,
    );
    expect(check({ ...ok, status: 200, body: '{"id":"x"}' })!.length).toBeGreaterThan(0);
    expect(check({ ...ok, method: 'DELETE', status: 200, body: '' })!.join()).toMatch(/DELETE is not documented/);
    expect(check({ ...ok, status: 200, contentType: 'text/html', body: '<p>' })!.join()).toMatch(
      /text\/html is not documented/,
    );
    expect(check({ ...ok, pathname: '/somewhere/else', status: 200, body: '' })).toBeUndefined();
  });
});
