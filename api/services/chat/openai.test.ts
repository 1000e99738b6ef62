import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteKnowledgeBase } from '../../../src/shared/chat/site-knowledge.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { chatService } from './chat.ts';

type Mode = 'ok' | 'slow' | 'error' | 'garbage' | 'invented';
interface CompletionRequest {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
}

/** A small server speaking the chat-completions protocol, recording what it was sent. */
function fakeLlm() {
  const state = { mode: 'ok' as Mode, requests: [] as Array<{ auth?: string; url?: string; body: CompletionRequest }> };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      state.requests.push({
        auth: req.headers.authorization,
        url: req.url,
        body: JSON.parse(raw || '{}') as CompletionRequest,
      });
      const reply = (content: string) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      };
      switch (state.mode) {
        case 'ok':
          return reply('Business Pro is **499** per job, with unlimited interviews.');
        case 'invented':
          return reply('Business Pro is now only 1 per job, special offer 12345!');
        case 'garbage':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end('{"choices": []}');
        case 'error':
          res.writeHead(500, { 'Content-Type': 'application/json' });
          return res.end('{"error": {"message": "overloaded"}}');
        case 'slow':
          return setTimeout(() => reply('too late'), 2000);
      }
    });
  });
  return { server, state };
}

describe('openai responder', () => {
  const llm = fakeLlm();
  let baseUrl = '';
  const kb = siteKnowledgeBase();
  const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
  // A generous wait unless the test is about a slow model: a loaded machine must not turn answers into fallbacks.
  const config = (timeoutMs = 5_000) =>
    loadConfig({
      CHAT_RESPONDER: 'openai',
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: String(timeoutMs),
    }).chat;

  beforeAll(async () => {
    await new Promise<void>((resolve) => llm.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(llm.server.address() as { port: number }).port}/v1`;
  });
  afterAll(async () => {
    llm.server.closeAllConnections();
    await new Promise((resolve) => llm.server.close(resolve));
  });
  beforeEach(() => {
    llm.state.mode = 'ok';
    llm.state.requests.length = 0;
  });

  it('sends the knowledge base as the system prompt and the conversation as messages', async () => {
    const chat = chatService(config(), logger, kb);
    expect(chat.responder).toBe('openai');
    const reply = await chat.reply({
      question: 'How much is Business Pro?',
      history: [
        { sender: 'ai', text: 'Hello!' },
        { sender: 'user', text: 'Hi' },
        { sender: 'ai', text: 'What are you hiring for?' },
        { sender: 'user', text: 'How much is Business Pro?' },
      ],
    });
    expect(reply).toBe('Business Pro is **499** per job, with unlimited interviews.');
    const [request] = llm.state.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.auth).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    const messages = request?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('"Recruiter Assistant"');
    expect(messages[0]?.content).toContain('"price":499');
    expect(messages.slice(1).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user']);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'How much is Business Pro?' });
  });

  for (const mode of ['slow', 'error', 'garbage', 'invented'] as const) {
    it(`falls back to the local answer when the model is ${mode}`, async () => {
      llm.state.mode = mode;
      const chat = chatService(config(mode === 'slow' ? 300 : undefined), logger, kb);
      const started = Date.now();
      const reply = await chat.reply({ question: 'How much is Business Pro?', history: [] });
      expect(llm.state.requests).toHaveLength(1);
      expect(reply).toContain('**Business Pro** is **499 per job**');
      expect(reply).not.toContain('12345');
      if (mode === 'slow') expect(Date.now() - started).toBeLessThan(1500);
    });
  }

  it('falls back when nothing listens at the endpoint', async () => {
    const chat = chatService({ ...config(), llm: { ...config().llm, baseUrl: 'http://127.0.0.1:9/v1' } }, logger, kb);
    expect(await chat.reply({ question: 'Do you support voice?', history: [] })).toContain('voice');
  });

  it('is chosen by configuration for POST /api/chat, which falls back on failure', { timeout: 90_000 }, async () => {
    let server: TestServer | undefined;
    try {
      server = await startTestServer('pglite', {
        CHAT_RESPONDER: 'openai',
        LLM_BASE_URL: baseUrl,
        LLM_MODEL: 'test-model',
        LLM_TIMEOUT_MS: '5000',
      });
      const post = () =>
        server!.fetch('/api/chat', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ user_question: 'How much is Business Pro?', history: [] }),
        });
      expect(await post().then((r) => r.json())).toEqual({
        reply: 'Business Pro is **499** per job, with unlimited interviews.',
      });
      expect(llm.state.requests[0]?.auth).toBeUndefined();
      llm.state.mode = 'error';
      expect(((await post().then((r) => r.json())) as { reply: string }).reply).toContain('**499 per job**');
    } finally {
      await server?.close();
    }
  });

  it('refuses an openai configuration without an endpoint and model', () => {
    expect(() => loadConfig({ CHAT_RESPONDER: 'openai' })).toThrow(/LLM_BASE_URL, LLM_MODEL/);
    expect(loadConfig({}).chat).toMatchObject({ responder: 'local', rateLimitPerMinute: 20 });
  });
});
