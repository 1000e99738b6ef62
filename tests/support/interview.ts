import type { APIRequestContext } from '@playwright/test';
import { apiUrl, expect } from './fixtures.ts';

/** The application of `email` in the operators' export, with its interview. */
export async function findExported(request: APIRequestContext, email: string) {
  const res = await request.get(`${apiUrl()}/api/admin/applications?format=json`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as Array<{
    email: string;
    interview: { status: string; transcript: Array<{ role: string; text: string; questionId: string }> };
  }>;
  const found = list.find((a) => a.email === email);
  expect(found).toBeDefined();
  return found!;
}
