import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
// The package's main module runs the whole 3.4 MB viewer bundle in Node (~40 MB held for nothing); this
// file only says where the package lies.
import absolutePath from 'swagger-ui-dist/absolute-path.js';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { buildOpenApiDocument } from '../../openapi/document.ts';
import type { OperationSpec } from '../../openapi/registry.ts';

/** Starts Swagger UI on the document; a file of ours, since the CSP allows no inline script. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>ISA API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** The viewer's files, served from the installed swagger-ui-dist package (no CDN). */
const ASSETS: Record<string, { type: string; read: () => string | Buffer }> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => fs.readFileSync(path.join(absolutePath(), 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'application/javascript; charset=utf-8',
    read: () => fs.readFileSync(path.join(absolutePath(), 'swagger-ui-bundle.js')),
  },
  'init.js': { type: 'application/javascript; charset=utf-8', read: () => INIT_SCRIPT },
};

/** GET /api/openapi.json (the document generated from the routes' schemas) and GET /api/docs (Swagger UI). */
export function openapiRoutes({ config }: AppContext, operations: OperationSpec[]): Router {
  const router = new Router();
  let documentText: string | undefined;
  const loaded = new Map<string, string | Buffer>();

  router.get('/api/openapi.json', (ctx) => {
    documentText ??= JSON.stringify(buildOpenApiDocument(operations, config.publicBaseUrl));
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = documentText;
  });

  router.get('/api/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = DOCS_PAGE;
  });

  router.get('/api/docs/:asset', (ctx) => {
    const name = ctx.params.asset ?? '';
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw notFound(`No file ${name} in the API reference.`);
    let body = loaded.get(name);
    if (body === undefined) loaded.set(name, (body = asset.read()));
    ctx.type = asset.type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = body;
  });

  return router;
}
