import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, expect } from '../support/fixtures.ts';

/** Jobs the board's baselines show, found by their shared search term whatever else the database holds. */
export const VISUAL_JOBS = [
  {
    id: 'VISUALBASELINE01',
    name: 'VIS-001',
    publicName: 'Visual Baseline Product Designer',
    description:
      'Design the flows candidates and hiring teams use every day.\n\nWhat you bring:\n- 4+ years of product design\n- A portfolio of shipped work',
    location: 'Lisbon, Portugal',
    remote: true,
    employmentType: 'FULL_TIME',
  },
  {
    id: 'VISUALBASELINE02',
    name: 'VIS-002',
    publicName: 'Visual Baseline Support Lead',
    description: 'Lead a team of five answering customers by chat and e-mail.',
    location: 'Austin, TX',
    remote: false,
    employmentType: 'PART_TIME',
  },
] as const;

/** One fixed moment for every page's clock, so dates and "n days ago" never move a baseline. */
export const FROZEN_TIME = new Date('2026-03-02T10:00:00Z');

export async function freezeTime(page: Page) {
  await page.clock.setFixedTime(FROZEN_TIME);
}

/** Waits for fonts, images and layout to settle, back at the top of the page, before a screenshot. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
}

/** Puts the visual jobs into the database; their fixed ids make this safe to repeat from any worker. */
export async function ensureVisualJobs(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
  for (const job of VISUAL_JOBS) {
    const res = await request.post(`${apiUrl()}/api/admin/jobs`, { headers, data: job });
    expect([201, 409]).toContain(res.status());
  }
}

/** The public page of the first visual job. */
export const VISUAL_JOB_PATH = `/jobs/visual-baseline-product-designer-${VISUAL_JOBS[0].id}`;
