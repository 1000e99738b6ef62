import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from './config.ts';
import { loadDotEnv } from './env-file.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-env-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('loadDotEnv', () => {
  it('takes variables from the file that the environment lacks; the environment wins', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, '# comment\nPORT=4100\nLOG_LEVEL=debug\nLLM_MODEL="quoted value"\n');
    const env: NodeJS.ProcessEnv = { PORT: '5000' };
    expect(loadDotEnv(env, file).sort()).toEqual(['LLM_MODEL', 'LOG_LEVEL']);
    expect(env).toEqual({ PORT: '5000', LOG_LEVEL: 'debug', LLM_MODEL: 'quoted value' });
    expect(loadConfig(env)).toMatchObject({ port: 5000, logLevel: 'debug' });
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(env, path.join(dir, 'missing.env'))).toEqual([]);
    expect(env).toEqual({});
  });
});

describe('.env.example and the README', () => {
  const example = parseEnv(fs.readFileSync(path.join(root, '.env.example'), 'utf8'));
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

  it('lists every variable the server reads, and nothing it does not', () => {
    expect(Object.keys(example).sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('is a valid configuration as it stands (copied to .env unchanged)', () => {
    expect(() => loadConfig({ ...example })).not.toThrow();
  });

  it('names every variable in the README', () => {
    expect(ENV_VARIABLES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
