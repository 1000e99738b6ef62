import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, expect, test } from '../../support/fixtures.ts';

const FIXTURES = path.resolve('tests/fixtures/resumes');

async function openJob(request: APIRequestContext, publicName: string): Promise<string> {
  const res = await request.post(`${apiUrl()}/api/admin/jobs`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data: { name: 'E2E', publicName },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return `/jobs/apply-test-${id}/apply`;
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function pasteAndContinue(page: Page, text: string) {
  await page.getByLabel('Resume text').fill(text);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  return page.getByRole('dialog', { name: 'Confirm your details' });
}

test.describe('apply flow', () => {
  test('upload a PDF, confirm the details and get the interview link', async ({ page, request, consoleErrors }) => {
    const applyPath = await openJob(request, 'Upload Tester');
    await page.goto(applyPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to Upload Tester');
    const upload = page.getByRole('button', { name: 'Upload & Continue' });
    await expect(upload).toBeDisabled();
    await page.getByLabel('Resume file').setInputFiles(path.join(FIXTURES, 'pdf-simple.pdf'));
    await expect(page.getByTestId('resume-dropzone')).toContainText('pdf-simple.pdf (2 KB)');
    await upload.click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your details' });
    await expect(dialog.getByLabel('First name')).toHaveValue('Jane');
    await expect(dialog.getByLabel('Last name')).toHaveValue('Doe');
    await expect(dialog.getByLabel('Email')).toHaveValue('jane.doe@example.com');
    await expect(dialog.getByLabel('LinkedIn URL')).toHaveValue('https://www.linkedin.com/in/janedoe');
    await expect(dialog.getByLabel('Resume preview')).toHaveValue(/EXPERIENCE/);
    await expect(dialog.getByLabel('Resume preview')).toHaveJSProperty('readOnly', true);
    await expect(dialog).toContainText('extract basic contact details and shared with the hiring team');
    await dialog.getByLabel('Email').fill(uniqueEmail('jane'));
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: 'Your interview link is ready' })).toBeVisible();
    await expect(page.getByLabel('Resume text')).toHaveCount(0);
    const start = page.getByRole('link', { name: 'Start your Interview with ISA Now' });
    await expect(start).toHaveAttribute('target', '_blank');
    const href = await start.getAttribute('href');
    expect(href).toMatch(/\/interview\/[A-Za-z0-9_-]{32}$/);

    await page.goto(new URL(href!).pathname);
    await expect(page.getByText('Hi Jane,')).toBeVisible();
    await expect(page.getByText('Upload Tester', { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(consoleErrors).toEqual([]);
  });

  test('paste text: Continue needs text, Submit needs an e-mail, Cancel closes the dialog', async ({
    page,
    request,
  }) => {
    await page.goto(await openJob(request, 'Paste Tester'));
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    let dialog = await pasteAndContinue(page, 'SAM ROE\nLondon\n\nEXPERIENCE\n* Ran the night shift');
    await expect(dialog.getByLabel('First name')).toHaveValue('Sam');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    dialog = await pasteAndContinue(page, 'SAM ROE\nLondon\n\nEXPERIENCE\n* Ran the night shift');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Email').fill('not-an-email');
    await submit.click();
    await expect(dialog.getByText('Enter a valid email')).toBeVisible();
    await dialog.getByLabel('Email').fill(uniqueEmail('sam'));
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Your interview link is ready' })).toBeVisible();
  });

  test('a duplicate shows the link again with a note, or an Already applied alert', async ({ page, request }) => {
    const applyPath = await openJob(request, 'Duplicate Tester');
    const email = uniqueEmail('dup');
    const resume = `ALEX KIM\n${email}\n\nEXPERIENCE\n* Built things`;
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto(applyPath);
      const dialog = await pasteAndContinue(page, resume);
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'Your interview link is ready' })).toBeVisible();
    }
    await expect(
      page.getByText('You have already applied to this job. Here is your interview link again.'),
    ).toBeVisible();

    await page.goto(applyPath);
    const dialog = await pasteAndContinue(page, `ALEX KIM\n${email}\n\nA different resume altogether`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Already applied' });
    await expect(alert).toContainText('check your e-mail for your interview link');
    await expect(page.getByRole('link', { name: 'Start your Interview with ISA Now' })).toHaveCount(0);
  });

  test('files are checked before upload, and server refusals are explained', async ({ page, request }) => {
    await page.goto(await openJob(request, 'Error Tester'));
    const input = page.getByLabel('Resume file');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.getByText('Please choose a PDF, DOCX or TXT file.')).toBeVisible();
    await input.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByText('This file is larger than 5 MB.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload & Continue' })).toBeDisabled();

    await input.setInputFiles(path.join(FIXTURES, 'hostile/scanned.pdf'));
    await page.getByRole('button', { name: 'Upload & Continue' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t process your application' });
    await expect(alert).toContainText('scanned document');
  });

  test('an apply link without a job id says so; a closed job takes no applications', async ({ page, request }) => {
    await page.goto('/jobs/no-id-here/apply');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid job link.');

    const applyPath = await openJob(request, 'Closed Tester');
    const id = applyPath.split('-').pop()!.replace('/apply', '');
    const closed = await request.post(`${apiUrl()}/api/admin/jobs/${id}/close`, {
      headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    });
    expect(closed.status()).toBe(200);
    await page.goto(applyPath);
    await expect(page.getByRole('alert')).toHaveText('This job is no longer accepting applications.');
    await expect(page.getByLabel('Resume text')).toHaveCount(0);
  });

  test('the resume debug page shows the raw answer', async ({ page }) => {
    await page.goto('/resume-test');
    await expect(page.getByTestId('resume-result')).toHaveText('No result yet');
    await page.getByLabel('Resume text').fill('NINA PATEL\nnina@example.com\n+1 415 555 0100');
    await page.getByRole('button', { name: 'Submit Text' }).click();
    await expect(page.getByTestId('resume-result')).toContainText('"email": "nina@example.com"');
    await page.getByLabel('Resume file (.pdf, .docx, .txt)').setInputFiles(path.join(FIXTURES, 'docx-hyperlink.docx'));
    await page.getByRole('button', { name: 'Upload File' }).click();
    await expect(page.getByTestId('resume-result')).toContainText('emily-carter-seattle');
  });
});
