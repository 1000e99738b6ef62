import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli.ts';
import { csvLine, parseCsv } from '../../src/shared/csv.ts';

describe('CSV helpers', () => {
  it('parses quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('quotes and neutralises formula cells', () => {
    expect(csvLine(['=SUM(A1)', 'a,b', null, true])).toBe(`'=SUM(A1),"a,b",,true`);
  });
});

describe('npm run jobs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-cli-'));
  const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function run(...args: string[]) {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const code = await runCli(args, env);
      return { code, output: lines.join(''), errors: errors.mock.calls.map((c) => String(c[0])).join('\n') };
    } finally {
      spy.mockRestore();
      errors.mockRestore();
    }
  }

  it('imports CSV and JSON, exports and closes', async () => {
    const csv = path.join(dir, 'jobs.csv');
    fs.writeFileSync(
      csv,
      'id,name,publicName,description,remote,location\nAAAAAAAAAAAAAAAAA1,CSV-1,"Welder, Night",Weld things,false,Gary\n,CSV-2,,,true,\n',
    );
    expect((await run('jobs', 'import', csv)).output).toContain('2 created, 0 updated');

    const json = path.join(dir, 'jobs.json');
    fs.writeFileSync(json, JSON.stringify([{ id: 'AAAAAAAAAAAAAAAAA1', name: 'CSV-1', publicName: 'Welder' }]));
    expect((await run('jobs', 'import', json)).output).toContain('0 created, 1 updated');

    const exported = JSON.parse((await run('jobs', 'export')).output) as Array<{ id: string; publicName: string }>;
    expect(exported).toHaveLength(2);
    expect(exported.find((job) => job.id === 'AAAAAAAAAAAAAAAAA1')?.publicName).toBe('Welder');
    expect((await run('jobs', 'export', '--csv')).output.split('\n')[0]).toMatch(/^id,name,publicName/);

    expect((await run('jobs', 'close', 'AAAAAAAAAAAAAAAAA1')).output).toContain('Closed AAAAAAAAAAAAAAAAA1');
    const closed = await run('jobs', 'close', 'ZZZZZZZZZZZZZZZZZZ');
    expect(closed.code).toBe(1);
    expect(closed.errors).toContain('Job not found.');
  }, 60_000);

  it('carries interview questions through import and export, as JSON and as a JSON cell in CSV', async () => {
    const questions = [
      { text: 'Tell me about a weld that failed inspection.', competency: 'Quality' },
      { text: 'How do you keep a night crew safe?', competency: 'Safety, "first"' },
    ];
    const json = path.join(dir, 'questions.json');
    fs.writeFileSync(json, JSON.stringify([{ id: 'QQQQQQQQQQQQQQQQQ1', name: 'Q-1', interviewQuestions: questions }]));
    expect((await run('jobs', 'import', json)).code).toBe(0);
    const exported = JSON.parse((await run('jobs', 'export')).output) as Array<{
      id: string;
      interviewQuestions: unknown;
    }>;
    expect(exported.find((job) => job.id === 'QQQQQQQQQQQQQQQQQ1')?.interviewQuestions).toEqual(questions);

    // The CSV export round-trips: its JSON cell imports back as the same questions.
    const csvOut = (await run('jobs', 'export', '--csv')).output;
    const csv = path.join(dir, 'questions.csv');
    const [header, ...rows] = parseCsv(csvOut);
    expect(header).toContain('interviewQuestions');
    const row = rows.find((cells) => cells[0] === 'QQQQQQQQQQQQQQQQQ1')!;
    expect(JSON.parse(row[header!.indexOf('interviewQuestions')]!)).toEqual(questions);
    fs.writeFileSync(
      csv,
      `id,name,interviewQuestions\nQQQQQQQQQQQQQQQQQ2,Q-2,${csvLine([JSON.stringify(questions.slice(0, 1))])}\nQQQQQQQQQQQQQQQQQ3,Q-3,\n`,
    );
    expect((await run('jobs', 'import', csv)).output).toContain('2 created');
    const again = JSON.parse((await run('jobs', 'export')).output) as Array<{
      id: string;
      interviewQuestions: unknown;
    }>;
    expect(again.find((job) => job.id === 'QQQQQQQQQQQQQQQQQ2')?.interviewQuestions).toEqual(questions.slice(0, 1));
    expect(again.find((job) => job.id === 'QQQQQQQQQQQQQQQQQ3')?.interviewQuestions).toBeNull();

    const bad = path.join(dir, 'bad-questions.json');
    fs.writeFileSync(bad, JSON.stringify([{ name: 'Q-4', interviewQuestions: [{ text: 'No competency' }] }]));
    const refused = await run('jobs', 'import', bad);
    expect(refused.code).toBe(1);
    expect(refused.errors).toContain('Job 1');
  }, 60_000);

  it('explains bad input with the failing row and exits non-zero', async () => {
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ name: 'ok' }, { name: '' }]));
    const result = await run('jobs', 'import', bad);
    expect(result.code).toBe(1);
    expect(result.errors).toContain('Job 2');
    expect((await run('jobs', 'frobnicate')).code).toBe(2);
  }, 60_000);
});
