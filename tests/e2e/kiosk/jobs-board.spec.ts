import { apiUrl, expect, test } from '../../support/fixtures.ts';

test('the kiosk board filters by department and links no feeds (the kiosk serves none)', async ({ page, request }) => {
  const tag = `Wombat${Date.now()}`;
  for (const [name, department] of [
    ['Greeter', 'Booth'],
    ['Host', 'Booth'],
    ['Driver', 'Fleet'],
  ]) {
    const created = await request.post(`${apiUrl()}/api/admin/jobs`, {
      headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
      data: { name: `${tag} ${name}`, department: `${tag} ${department}` },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto(`/#/jobs?q=${tag}`);
  const rows = page.getByRole('table', { name: 'Open Jobs' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Department').selectOption(`${tag} Booth`);
  await expect(page).toHaveURL(new RegExp(`#/jobs\\?.*department=${tag}\\+Booth`));
  await expect(rows).toHaveCount(2);
  await page.goBack();
  await expect(rows).toHaveCount(3);

  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveCount(0);
  await expect(page.getByText('Follow new jobs')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
});
