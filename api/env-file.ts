import fs from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Fills `env` with the variables of a .env file (Node's own parser) that `env` does not already hold, so
 * the environment always wins. A missing file is no error. Returns the names it took from the file.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env, file = '.env'): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const loaded: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    loaded.push(name);
  }
  return loaded;
}
