import { describe, expect, it } from 'vitest';
import { MAX_EXPORT_BYTES, validateExportRequest } from './export.ts';

describe('validateExportRequest', () => {
  it('accepts a plain .csv name and CSV text', () => {
    expect(validateExportRequest('isa-unsynced-leads-2026-11-22.csv', 'Email\r\n')).toEqual({
      name: 'isa-unsynced-leads-2026-11-22.csv',
      csv: 'Email\r\n',
    });
  });

  it('refuses paths, other extensions, hidden names, non-strings and oversized content', () => {
    for (const name of ['../evil.csv', '/etc/passwd', 'a/b.csv', 'leads.exe', '.csv', 'C:\\x.csv', 42, undefined]) {
      expect(() => validateExportRequest(name, ''), String(name)).toThrow(/file name/);
    }
    expect(() => validateExportRequest('a.csv', { csv: 1 })).toThrow(/CSV text/);
    expect(() => validateExportRequest('a.csv', 'x'.repeat(MAX_EXPORT_BYTES + 1))).toThrow(/10 MB/);
  });
});
