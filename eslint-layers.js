/**
 * The layer rule: each folder of the code is a layer, and a layer imports only the layers listed under it
 * (src/content <- src/shared <- src/core, api, src/main, src/preload <- the composition roots web/ and
 * src/renderer/). Relative imports are resolved to files, so `src/core/api/` is not mistaken for the API,
 * and dynamic `import()` is checked as well as static imports and re-exports. Files outside every layer
 * (scripts/, tests/, configs) are not checked.
 */
import path from 'node:path';

const root = import.meta.dirname;
/** UI libraries and runtimes that the lower layers stay free of, so the API, Electron and browsers can all load them. */
const UI = /^(react|react-dom|react-router-dom|@mantine\/.*|@tanstack\/.*|jotai|electron)(\/|$)/;

/** Each layer: the layers it may import besides itself, and the packages it may not. */
export const LAYERS = {
  'src/content': { imports: [], refusedPackages: UI, note: 'plain data, importing only its own modules' },
  'src/shared': { imports: ['src/content'], refusedPackages: UI, note: 'schemas and pure helpers for UI and API' },
  'src/core': {
    imports: ['src/content', 'src/shared'],
    refusedPackages: /^(electron|node:.*|fs|path|os|crypto|child_process|http|https|url|util|stream|buffer)(\/|$)/,
    note: 'the UI both targets and the prerender share: no Electron, no Node, no target code; use the Platform',
  },
  api: { imports: ['src/content', 'src/shared'], refusedPackages: UI, note: 'the Koa API' },
  'src/main': { imports: ['src/content', 'src/shared'], note: 'Electron main' },
  'src/preload': { imports: ['src/content', 'src/shared'], note: 'the preload bridge' },
  web: { imports: ['src/content', 'src/shared', 'src/core'], refusedPackages: /^electron(\/|$)/, note: 'the web root' },
  'src/renderer': {
    imports: ['src/content', 'src/shared', 'src/core'],
    refusedPackages: /^(electron|node:)/,
    note: 'the kiosk root, which reaches main only through the preload bridge',
  },
};

/** The layer a file belongs to, or undefined outside every layer. */
export function layerOf(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return Object.keys(LAYERS)
    .filter((layer) => relative === layer || relative.startsWith(`${layer}/`))
    .sort((a, b) => b.length - a.length)[0];
}

const importsDownwards = {
  meta: { type: 'problem', docs: { description: 'Layers import downwards only.' }, schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const { imports, refusedPackages, note } = LAYERS[from];
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = layerOf(path.resolve(path.dirname(context.filename), source));
        if (!target || target === from || imports.includes(target)) return;
        context.report({
          node,
          message: `${from} (${note}) may import only ${[from, ...imports].join(', ')}; not ${target}.`,
        });
      } else if (refusedPackages?.test(source)) {
        context.report({ node, message: `${from} (${note}) may not import ${source}.` });
      }
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { 'imports-downwards': importsDownwards } };
