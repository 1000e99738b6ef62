import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../api/config.ts';
import { API_ENTRIES, API_OUT_DIR } from './build-freshness.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The Dockerfile's instructions, continuation lines joined. */
function instructions(text: string): Array<{ op: string; args: string }> {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op!.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'));
  const readme = read('README.md');

  it('builds in stages on Node 22 and runs as a non-root user with a health check on /healthz', () => {
    const stages = steps.filter((s) => s.op === 'FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.args).toMatch(/^node:22\b/);
    expect(read('.nvmrc').trim()).toMatch(/^22\b/);
    const lastFrom = steps.findLastIndex((s) => s.op === 'FROM');
    const runtime = steps.slice(lastFrom);
    expect(runtime.find((s) => s.op === 'USER')?.args).toBe('node');
    expect(runtime.find((s) => s.op === 'HEALTHCHECK')?.args).toContain('/healthz');
    expect(steps.some((s) => s.op === 'RUN' && s.args.includes('npm run build:web'))).toBe(true);
  });

  it("runs the README's commands, and only scripts that exist", () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const runs = steps.filter((s) => s.op === 'RUN' && s.args.startsWith('npm ')).map((s) => s.args);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    for (const command of runs) {
      expect(readme, command).toContain(command);
      const script = /^npm run (\S+)/.exec(command)?.[1];
      if (script) expect(scripts[script], script).toBeDefined();
    }
    const cmd = JSON.parse(steps.find((s) => s.op === 'CMD')!.args) as string[];
    expect(readme).toContain(cmd.join(' '));
    // The image runs the built API, not TypeScript: the file is an entry of the API build, which the build
    // stage runs and the image copies.
    expect(cmd.at(-1)).toBe(`${API_OUT_DIR}/server.js`);
    // …the way `npm start` serves once its builds are fresh.
    expect(scripts.start!.split('&&').at(-1)!.trim()).toBe(cmd.join(' '));
    expect(Object.keys(API_ENTRIES)).toContain('server');
    expect(runs).toContain('npm run build:api');
    const fromBuild = steps.filter((s) => s.op === 'COPY' && s.args.startsWith('--from=build')).map((s) => s.args);
    expect(fromBuild).toContain(`--from=build /app/${API_OUT_DIR} ./${API_OUT_DIR}`);
    // No sources in the image: the bundle holds the app's code, node_modules the packages.
    const runtime = steps.slice(steps.findLastIndex((s) => s.op === 'FROM'));
    const copied = runtime.filter((s) => s.op === 'COPY' && !s.args.startsWith('--from')).map((s) => s.args);
    expect(copied).toEqual(['package.json ./']);
  });

  it('sets only variables the server reads in the image it runs', () => {
    const runtime = steps.slice(steps.findLastIndex((s) => s.op === 'FROM'));
    const env = runtime.find((s) => s.op === 'ENV')!.args;
    for (const [, name] of env.matchAll(/(\w+)=/g)) expect(ENV_VARIABLES).toContain(name);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<
      string,
      {
        build?: string;
        image?: string;
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: { test: string[] };
      }
    >;
  };

  it('runs the site with PostgreSQL and Redis, started once they are healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'redis', 'site']);
    const site = compose.services.site!;
    expect(site.build).toBe('.');
    expect(site.environment!.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(site.environment!.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
    expect(site.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(compose.services.postgres!.healthcheck!.test).toContain('pg_isready');
    expect(compose.services.redis!.healthcheck!.test).toContain('ping');
  });

  it('gives the site only variables it reads, and no password of its own', () => {
    const site = compose.services.site!;
    for (const name of Object.keys(site.environment!)) expect(ENV_VARIABLES).toContain(name);
    expect(read('compose.yaml')).not.toMatch(/PASSWORD: (?!\$\{)/);
  });
});
