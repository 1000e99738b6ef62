import type { APIRequestContext, Page, Request } from '@playwright/test';
import { apiUrl, expect, test } from '../../support/fixtures.ts';

async function createJob(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const res = await request.post(`${apiUrl()}/api/admin/jobs`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data,
  });
  expect(res.status()).toBe(201);
}

/** Three jobs under one unique search term: two in one department (one of them part-time), one in another. */
async function createTaggedJobs(request: APIRequestContext): Promise<string> {
  const tag = `Quokka${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await createJob(request, { name: `${tag} Baker`, department: `${tag} Kitchen`, employmentType: 'FULL_TIME' });
  await createJob(request, { name: `${tag} Cook`, department: `${tag} Kitchen`, employmentType: 'PART_TIME' });
  await createJob(request, { name: `${tag} Porter`, department: `${tag} Lobby`, employmentType: 'PART_TIME' });
  return tag;
}

/** The board's API calls the page makes from now on. */
function countBoardRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/jobs')) seen.push(request);
  });
  return seen;
}

const rows = (page: Page) => page.getByRole('table', { name: 'Open Jobs' }).locator('tbody tr');

test.describe('jobs board rendered by the server', () => {
  test('without JavaScript, /jobs shows the jobs and its filter form asks the server for the filtered page', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tag = await createTaggedJobs(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registered Nurse, Night Shift', exact: true })).toBeVisible();
    await expect(page.getByTestId('job-skeleton')).toHaveCount(0);

    await page.getByLabel('Search jobs').fill(tag);
    await page.getByLabel('Department').selectOption(`${tag} Kitchen`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`department=${tag}\\+Kitchen`));
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: `${tag} Porter` })).toHaveCount(0);
    await expect(page.getByLabel('Department')).toHaveValue(`${tag} Kitchen`);
    await context.close();
  });

  test('hydrates from the data in the page: no request for jobs on load, no console errors', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const tag = await createTaggedJobs(request);
    const boardRequests = countBoardRequests(page);
    // Counts every node added to or removed from the table body once the HTML is parsed (before any module
    // runs): hydration that adopts the server's rows changes none; a client render that replaced them, or rows
    // arriving later, would.
    await page.addInitScript(() => {
      const changes = { count: 0 };
      Object.assign(window, { tableBodyChanges: changes });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        new MutationObserver((records) => {
          for (const record of records)
            if ((record.target as Element).closest?.('tbody'))
              changes.count += record.addedNodes.length + record.removedNodes.length;
        }).observe(document, { childList: true, subtree: true });
      });
    });
    await page.goto(`/jobs?q=${tag}&type=PART_TIME`);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByLabel('Employment type')).toHaveValue('PART_TIME');
    // Hydrated (the page fixture waits for it) and idle: everything the page shows came with its HTML.
    await page.waitForLoadState('networkidle');
    expect(boardRequests.map((r) => r.url())).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { tableBodyChanges: { count: number } }).tableBodyChanges.count),
    ).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('selecting a department narrows the list and updates the URL; back restores it', async ({ page, request }) => {
    const tag = await createTaggedJobs(request);
    await page.goto(`/jobs?q=${tag}&page=1`);
    await expect(rows(page)).toHaveCount(3);

    await page.getByLabel('Department').selectOption(`${tag} Kitchen`);
    await expect(page).toHaveURL(new RegExp(`[?&]department=${tag}\\+Kitchen`));
    // The page goes back to 1 when a filter changes.
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: `${tag} Porter` })).toHaveCount(0);

    await page.getByLabel('Employment type').selectOption({ label: 'Part-time' });
    await expect(page).toHaveURL(/type=PART_TIME/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${tag} Cook`);

    await page.goBack();
    await expect(page.getByLabel('Employment type')).toHaveValue('');
    await expect(page.getByLabel('Department')).toHaveValue(`${tag} Kitchen`);
    await expect(rows(page)).toHaveCount(2);
    await page.goBack();
    await expect(page.getByLabel('Department')).toHaveValue('');
    await expect(rows(page)).toHaveCount(3);
    await page.goForward();
    await expect(page.getByLabel('Department')).toHaveValue(`${tag} Kitchen`);
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Department')).toHaveValue('');
    await expect(page.getByLabel('Search jobs')).toHaveValue('');
  });

  test('the HTML head links the RSS and JSON feeds', async ({ request }) => {
    const html = await (await request.get('/jobs')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/jobs\/feed\.xml"/);
    expect(head).toMatch(
      /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/jobs\/feed\.json"/,
    );
    expect((await request.get('/jobs/feed.json')).headers()['content-type']).toContain('application/feed+json');
  });
});
