import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalResponder } from '../../../shared/chat/responder';
import { CHAT_CONNECTION_ERROR, CHAT_GREETING } from '../../../shared/chat/schema';
import { siteKnowledgeBase } from '../../../shared/chat/site-knowledge';
import { renderRoutes, testPlatform } from '../../test/render';
import { ChatLauncher } from './ChatLauncher';

const page = (name: string, to: string) => (
  <>
    <h1>{name}</h1>
    <Link to={to}>Go elsewhere</Link>
    <ChatLauncher />
  </>
);
const routes = [
  { path: '/', element: page('Home', '/pricing') },
  { path: '/pricing', element: page('Pricing', '/') },
];

/** Replaces the network boundary: each call answers with the next queued response. */
function mockApi(...answers: Array<() => Promise<Response>>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openChat() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Chat with ISA' }));
  const dialog = await screen.findByRole('dialog', { name: 'ISA Sales Agent' });
  return { user, dialog };
}

describe('sales chat widget', () => {
  it('opens on the round button with the greeting, focuses the input and closes on Escape', async () => {
    renderRoutes(routes, '/');
    expect(screen.queryByRole('dialog')).toBeNull();
    const { user, dialog } = await openChat();
    expect(within(dialog).getByRole('log')).toHaveTextContent(CHAT_GREETING);
    const input = within(dialog).getByRole('textbox', { name: 'Your question' });
    expect(input).toHaveAttribute('placeholder', 'Ask about features or price...');
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close chat with ISA' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with ISA' })).toHaveFocus();

    await openChat();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not send a blank message', async () => {
    const calls = mockApi();
    renderRoutes(routes, '/');
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), '    {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(calls).toHaveLength(0);
    expect(within(dialog).getByRole('log').querySelectorAll('[data-sender]')).toHaveLength(1);
  });

  it('shows Thinking... with the form disabled, then the reply as markdown with a table', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = mockApi(async () => {
      await gate;
      return json({
        reply: '| Plan | Price |\n| --- | --- |\n| Business Pro | 499 per job |\n\n~~old~~ [Book](/pricing)',
      })();
    });
    renderRoutes(routes, '/');
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), '  How much is it?  {Enter}');

    expect(await within(dialog).findByText('Thinking...')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox')).toHaveValue('');
    expect(calls[0]?.url).toBe('/api/chat');
    expect(calls[0]?.body).toEqual({
      user_question: 'How much is it?',
      history: [
        { sender: 'ai', text: CHAT_GREETING },
        { sender: 'user', text: 'How much is it?' },
      ],
    });

    release();
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByRole('cell', { name: '499 per job' })).toBeInTheDocument();
    expect(dialog.querySelector('del')).toHaveTextContent('old');
    expect(within(dialog).getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/pricing');
    expect(within(dialog).queryByText('Thinking...')).toBeNull();
    expect(within(dialog).getByRole('textbox')).toBeEnabled();
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
  });

  it('says it has trouble connecting when the call fails or the reply is unreadable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(json({ error: 'Too many requests.', code: 'rate_limited' }, 429), json({ nope: true }));
    renderRoutes(routes, '/');
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), 'hello{Enter}');
    expect(await within(dialog).findByText(CHAT_CONNECTION_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox'), 'again{Enter}');
    await waitFor(() => expect(within(dialog).getAllByText(CHAT_CONNECTION_ERROR)).toHaveLength(2));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('answers on the device when the platform can and the API cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = createLocalResponder(siteKnowledgeBase());
    const asked: string[] = [];
    const platform = testPlatform({
      answerChatOffline: async (input) => {
        asked.push(input.question);
        return answer(input);
      },
    });
    const calls = mockApi();
    renderRoutes(routes, '/', platform);
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), 'How much is the Recruiter Assistant plan?{Enter}');
    // The plan's price may be quoted more than once (its card and the price list).
    expect((await within(dialog).findAllByText(/199 per job/)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
    expect(asked).toEqual(['How much is the Recruiter Assistant plan?']);
    expect(within(dialog).queryByText(CHAT_CONNECTION_ERROR)).toBeNull();
    warn.mockRestore();
  });

  it('keeps the conversation and open state across page changes', async () => {
    mockApi(json({ reply: 'We have two plans.' }));
    renderRoutes(routes, '/');
    const { user, dialog } = await openChat();
    await user.type(within(dialog).getByRole('textbox'), 'plans?{Enter}');
    await within(dialog).findByText('We have two plans.');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    const again = await screen.findByRole('dialog', { name: 'ISA Sales Agent' });
    expect(within(again).getByText('plans?')).toBeInTheDocument();
    expect(within(again).getByText('We have two plans.')).toBeInTheDocument();
  });
});
