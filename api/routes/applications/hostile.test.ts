import { expect, it } from 'vitest';
import type { ResumePreview } from '../../../src/shared/resume.ts';
import { parserPool } from '../../services/resume/index.ts';
import { docxBomb, pdfFlateBomb } from '../../test/hostile-resumes.ts';
import { describeWithServer } from '../../test/harness.ts';

function fileForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describeWithServer('hostile resumes', (server) => {
  const preview = (body: FormData) => server.fetch('/api/applications/preview', { method: 'POST', body });

  /** Sends a request and, while it runs, checks that /healthz still answers. */
  async function withHealthCheck(request: Promise<Response>): Promise<Response> {
    const health = await server.fetch('/healthz');
    expect(health.status).toBe(200);
    return request;
  }

  it('previews 100,000 pasted dashes, formatting them off the event loop', async () => {
    const form = new FormData();
    form.set('resumeText', '-'.repeat(100_000));
    const res = await withHealthCheck(preview(form));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ResumePreview;
    expect(body.contact_info).toEqual({
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      linkedin_url: null,
    });
    const tooLong = new FormData();
    tooLong.set('resumeText', '-'.repeat(100_001));
    expect((await preview(tooLong)).status).toBe(400);
  });

  it('reads four 5 MB text files at once, each only up to the 100,000-character cap', async () => {
    const line = 'Jane Doe jane.doe@example.com +1 512 555 0147 ---- a.a.a.a.a ';
    const big = Buffer.from(line.repeat(Math.ceil((5 * 1024 * 1024) / line.length))).subarray(0, 5 * 1024 * 1024);
    const answers = await withHealthCheck(
      Promise.all([1, 2, 3, 4].map(() => preview(fileForm(big, 'resume.txt')))).then((all) => all[0]!),
    );
    expect(answers.status).toBe(200);
    const body = (await answers.json()) as ResumePreview;
    expect(body.formatted_text.length).toBeLessThanOrEqual(100_000);
    expect(body.contact_info.email).toBe('jane.doe@example.com');
  });

  it('refuses a DOCX zip bomb that under-declares its size and a PDF with a 300 MB Flate stream', async () => {
    for (const [label, bytes] of [
      ['docx bomb', docxBomb()],
      ['pdf bomb', pdfFlateBomb()],
    ] as const) {
      const res = await withHealthCheck(preview(fileForm(bytes, 'resume.pdf')));
      expect(res.status, label).toBe(422);
      expect(((await res.json()) as { code: string }).code, label).toBe('file_too_complex');
    }
  });

  it('answers 503 with Retry-After at once when the parser queue is full', async () => {
    // Slow reads (pages of blanks that take the PDF engine seconds) fill both workers and the queue.
    const slow = pdfFlateBomb(3);
    const pool = parserPool();
    const fill = Array.from({ length: 10 }, () => pool.read({ kind: 'file', bytes: slow }));
    const started = performance.now();
    const form = new FormData();
    form.set('resumeText', 'Jane Doe\njane@example.com');
    const res = await preview(form);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await Promise.all(fill)).some((answer) => !answer.ok && answer.error === 'busy')).toBe(true);
  }, 30_000);
});
