import { expect, it } from 'vitest';
import { insertJobRows } from '../../test/factories.ts';
import { describeWithServer } from '../../test/harness.ts';

const PARTNERS = 'https://careers.partner.example, http://localhost:8080';

describeWithServer(
  'GET /embed/jobs',
  (server) => {
    it('lists open jobs without the site chrome, every link opening the full site outside the frame', async () => {
      const [id] = await insertJobRows(server.database.db, [
        { name: 'Embedded <Role>', location: 'Oslo', department: 'Ops' },
      ]);
      const res = await server.fetch('/embed/jobs');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(
        `href="${server.config.publicBaseUrl}/jobs/embedded-role-${id}" target="_blank" rel="noopener">Embedded &lt;Role&gt;</a>`,
      );
      expect(html).toContain('Oslo · Ops');
      expect(html).not.toMatch(/<header|<footer|<nav|<script/);
      for (const [, target] of html.matchAll(/<a [^>]*target="([^"]+)"/g)) expect(['_blank', '_top']).toContain(target);
    });

    it('may be framed only by EMBED_ORIGINS; every other page keeps frame-ancestors none', async () => {
      const embed = await server.fetch('/embed/jobs');
      expect(embed.headers.get('content-security-policy')).toContain(
        'frame-ancestors https://careers.partner.example http://localhost:8080',
      );
      expect(embed.headers.get('x-frame-options')).toBeNull();
      for (const path of ['/', '/jobs', '/api/jobs', '/jobs/feed.xml', '/api/docs']) {
        const res = await server.fetch(path);
        expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      }
    });
  },
  { EMBED_ORIGINS: PARTNERS },
);

describeWithServer('GET /embed/jobs without EMBED_ORIGINS', (server) => {
  it('answers, but no site may frame it', async () => {
    const res = await server.fetch('/embed/jobs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
