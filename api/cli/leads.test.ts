import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildLead } from '../test/factories.ts';
import { createTestDatabase } from '../test/harness.ts';
import { loadConfig } from '../config.ts';
import { parseExportOptions } from './command.ts';
import { leadsCommand } from './leads.ts';

describe('npm run leads -- export', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await buildLead(database.db, {
      lastName: 'Lovelace',
      email: 'ada@example.com',
      source: 'Conference',
      event: 'Expo',
    });
  });
  afterAll(() => database.close());

  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await leadsCommand.run(args, {
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      out: (line) => lines.push(line),
    });
    return { code, text: lines.join('\n') };
  };

  it('prints CSV by default and JSON on request', async () => {
    const csv = await run(['export']);
    expect(csv.code).toBe(0);
    expect(csv.text.split('\r\n')).toEqual([
      'Email,First name,Last name,Phone,Company,Source,Event,Rating,Notes,Interests,Captured by,Marketing consent,Consent version,Consent time,Created,Updated',
      expect.stringMatching(/^ada@example\.com,Ada,Lovelace,,,Conference,Expo,,,,,,,,\d{4}-/),
    ]);
    const json = await run(['export', '--format=json']);
    expect(JSON.parse(json.text)).toEqual([
      expect.objectContaining({ email: 'ada@example.com', source: 'Conference' }),
    ]);
  });

  it('refuses unknown commands and options', async () => {
    expect((await run(['purge'])).code).toBe(2);
    expect((await run(['export', '--format=xml'])).code).toBe(2);
    expect((await run(['export', '--since=2020'])).code).toBe(2);
    expect(() => parseExportOptions(['--since=2020'], 'usage')).toThrow(/^Unknown option '--since'\nusage$/);
    expect((await run(['export', '--job=ABCDEFGHIJKLMNOP'])).code).toBe(2);
    expect((await run(['export', '--out='])).code).toBe(2);
    expect(() => parseExportOptions(['--format=xml'], 'usage')).toThrow(/^Invalid option: --format=xml\nusage$/);
    expect(parseExportOptions(['--json', '--out=x.json'], 'usage')).toEqual({ format: 'json', out: 'x.json' });
    expect(parseExportOptions(['--job=ABCDEFGHIJKLMNOP'], 'usage', /^[A-Z]{16}$/)).toEqual({
      format: 'csv',
      job: 'ABCDEFGHIJKLMNOP',
    });
  });
});
