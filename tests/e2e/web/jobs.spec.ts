import type { APIRequestContext } from '@playwright/test';
import { apiUrl, expect, test } from '../../support/fixtures.ts';

interface Job {
  id: string;
  name: string;
  publicName: string | null;
}

async function createJob(request: APIRequestContext, data: Record<string, unknown>): Promise<Job> {
  const res = await request.post(`${apiUrl()}/api/admin/jobs`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data,
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Job;
}

test.describe('jobs board', () => {
  test('lists open jobs with description dialogs and apply links', async ({ page, consoleErrors }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Jobs' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Open Jobs' });
    await expect(table.getByRole('columnheader', { name: 'Job' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    const nurse = table.getByRole('row').filter({ hasText: 'Registered Nurse, Night Shift' });
    await expect(nurse).toHaveCount(1);

    await nurse.getByRole('button', { name: /Description/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Registered Nurse, Night Shift' });
    await expect(dialog).toContainText('medical-surgical unit');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(nurse.getByRole('link', { name: /Apply/ })).toHaveAttribute(
      'href',
      /^\/jobs\/registered-nurse-night-shift-[A-Za-z0-9]{15,18}\/apply$/,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('shows six skeleton rows while loading and the error text when loading fails', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/jobs?*', async (route) => {
      await held;
      await route.fulfill({ status: 400, json: { error: 'nope', code: 'bad_request' } });
    });
    // A direct visit comes with its jobs in the HTML; moving to the board inside the app loads them.
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByTestId('job-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByRole('alert')).toHaveText('Failed to load jobs. Please try again.');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
  });

  test('paginates with Previous and Next inert at the ends, search and filters kept in the URL', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = `Zebracorn${Date.now()}`;
    for (let i = 0; i < 26; i++) {
      await createJob(request, {
        name: `${tag} role ${String(i).padStart(2, '0')}`,
        location: 'Boise, ID',
        remote: i === 0,
      });
    }
    await page.goto(`/jobs?q=${tag}`);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Open Jobs' }).locator('tbody tr');
    await expect(rows).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${tag}.*page=2`));
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByLabel('Remote only').click();
    await expect(page.getByLabel('Remote only')).toBeChecked();
    await expect(page).toHaveURL(/remote=true/);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${tag} role 00`);

    await page.reload();
    await expect(page.getByLabel('Search jobs')).toHaveValue(tag);
    await expect(page.getByLabel('Remote only')).toBeChecked();
  });

  test('a job page shows the title, description and Apply, with its head rendered by the server', async ({
    page,
    request,
  }) => {
    const job = await createJob(request, {
      name: 'INT-77',
      publicName: 'Pastry Chef',
      // Character references are decoded by the browser's own parser in the web build (web/html-entities.ts).
      description:
        '<p>Bake <strong>croissants</strong> at dawn.</p><script>window.pwned = 1</script>' +
        '<p>Cr&egrave;me br&ucirc;l&eacute;e &amp; caf&#xE9; &ndash; &lt;b&gt;as text&lt;/b&gt;, AT&T &notanentity;</p>',
      location: 'Paris',
      employmentType: 'FULL_TIME',
    });
    const path = `/jobs/pastry-chef-${job.id}`;
    const html = await (await request.get(`${apiUrl()}${path}`)).text();
    expect(html).toContain('<title data-ssr>Pastry Chef | ISA</title>');
    expect(html).toContain('"@type":"JobPosting"');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pastry Chef');
    await expect(page.getByText('Bake croissants at dawn.')).toBeVisible();
    await expect(page.getByText('Crème brûlée & café – <b>as text</b>, AT&T &notanentity;')).toBeVisible();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await expect(page).toHaveTitle('Pastry Chef | ISA');
    await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute('href', `${path}/apply`);
  });

  test('a slug without an id redirects to /jobs; an unknown job says so', async ({ page }) => {
    await page.goto('/jobs/just-words');
    await expect(page).toHaveURL(/\/jobs$/);
    await page.goto('/jobs/ghost-ZZZZZZZZZZZZZZZZZZ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job not found.');
  });

  test('links its RSS and JSON feeds, and a job with pay shows it', async ({ page, request }) => {
    const job = await createJob(request, {
      name: `Paid role ${Date.now()}`,
      salaryMin: 52000,
      salaryMax: 61000,
      salaryCurrency: 'EUR',
      salaryUnit: 'YEAR',
    });
    await page.goto('/jobs');
    const rss = page.getByRole('link', { name: 'RSS feed' });
    await expect(rss).toHaveAttribute('href', '/jobs/feed.xml');
    await expect(page.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute('href', '/jobs/feed.json');
    const feed = await request.get('/jobs/feed.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect(await feed.text()).toContain(job.id);
    await page.goto(`/jobs/paid-role-${job.id}`);
    await expect(page.getByText('€52,000–€61,000 per year')).toBeVisible();
  });

  test('the API reference renders in the browser from this site', async ({ browser, baseURL }) => {
    // Not an app page: a plain page of its own, without the app-ready wait of the page fixture.
    const page = await browser.newPage({ baseURL });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /ISA site API/ })).toBeVisible();
    await expect(page.getByText('/api/jobs/{id}').first()).toBeVisible();
    expect(errors).toEqual([]);
    await page.close();
  });
});
