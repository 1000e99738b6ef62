import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../content/site';
import { createApiClient } from '../../api/client';
import { createLeadOutbox } from '../../offline/lead-outbox';
import { postLead, queueLeadsIn } from '../../offline/send-lead';
import { memoryStorage, renderRoutes, testPlatform } from '../../test/render';
import { Component as HireIsaPage } from './HireIsaPage';

const hireIsaRoutes = [{ path: 'hire-isa', Component: HireIsaPage }];

function mockFetch(answer: { status: number; body: unknown }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First Name/), '  Ada ');
  await user.type(field(/Last Name/), 'Lovelace');
  await user.type(field(/^Email/), ' ada@example.com ');
  await user.type(field(/Company/), '   ');
}

describe('/hire-isa', () => {
  it('validates on blur with the spec messages', async () => {
    const user = userEvent.setup();
    renderRoutes(hireIsaRoutes, '/hire-isa');
    await user.click(await screen.findByRole('textbox', { name: /First Name/ }));
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    await user.type(field(/^Email/), 'nope');
    await user.tab();
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  });

  it('sends trimmed values without empty optionals, then toasts, thanks, resets and opens the dialog', async () => {
    const calls = mockFetch({ status: 201, body: { status: 'created' } });
    const user = userEvent.setup();
    renderRoutes(hireIsaRoutes, '/hire-isa');
    await screen.findByRole('textbox', { name: /First Name/ });
    await fillValid(user);
    const consent = screen.getByRole('checkbox', { name: /news and offers/ });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: "You're all set" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/leads');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      marketingConsent: true,
      source: 'Website',
      website: '',
      fillMs: expect.any(Number),
    });
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^lead-[\w-]{16,}$/);
    // The toast's module loads on first use, so the toast may follow the dialog.
    expect(await screen.findByText('Thanks! We received your details.')).toBeInTheDocument();
    expect(screen.getByText(/Your details are in/)).toBeInTheDocument();
    expect(field(/First Name/)).toHaveValue('');
    expect(consent).not.toBeChecked();
    expect(within(dialog).getByText(/Thanks for your interest/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Job Import Wizard' })).toHaveAttribute(
      'href',
      siteConfig.getStartedUrl,
    );
    expect(within(dialog).getByText(siteConfig.promoCode)).toBeInTheDocument();

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(siteConfig.promoCode);
    expect(await screen.findByText('Promo code copied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells a known visitor their details are on file', async () => {
    mockFetch({ status: 200, body: { status: 'updated' } });
    const user = userEvent.setup();
    renderRoutes(hireIsaRoutes, '/hire-isa');
    await screen.findByRole('textbox', { name: /First Name/ });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: "You're all set" });
    expect(within(dialog).getByText(/already on file/)).toBeInTheDocument();
  });

  it('does not send an invalid form', async () => {
    const calls = mockFetch({ status: 201, body: { status: 'created' } });
    const user = userEvent.setup();
    renderRoutes(hireIsaRoutes, '/hire-isa');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('queues the lead in the outbox where the platform says so, and succeeds at once while offline', async () => {
    const calls = mockFetch({ status: 201, body: { status: 'created' } });
    const storage = memoryStorage();
    const outbox = createLeadOutbox({
      storage,
      send: (lead, key) => postLead(createApiClient(''), lead, key),
      isOnline: () => false,
      onOnlineChange: () => () => undefined,
    });
    const platform = testPlatform({
      submitLead: queueLeadsIn(outbox),
      leadSource: { source: 'Conference', event: 'Expo' },
      isOnline: () => false,
    });
    const user = userEvent.setup();
    renderRoutes(hireIsaRoutes, '/hire-isa', platform);
    await screen.findByRole('textbox', { name: /First Name/ });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: "You're all set" });
    expect(calls).toHaveLength(0);
    const keys = await storage.keys('outbox:lead:');
    expect(keys).toHaveLength(1);
    expect(await storage.get(keys[0]!)).toMatchObject({
      lead: { firstName: 'Ada', email: 'ada@example.com', source: 'Conference', event: 'Expo' },
    });
  });
});
