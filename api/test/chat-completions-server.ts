import http from 'node:http';

/** One request the server received: its path, Authorization header and parsed body. */
export interface CompletionRequest {
  url: string | undefined;
  auth: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; response_format?: unknown };
}

export type CompletionBehaviour = (
  request: CompletionRequest,
) => { content: string } | { status: number; body: string } | 'hang';

/**
 * A local server speaking the OpenAI chat-completions protocol (POST …/chat/completions), answering what
 * `behave` decides and recording every request. Tests point LLM_BASE_URL at `url`.
 */
export async function startChatCompletionsServer() {
  const requests: CompletionRequest[] = [];
  let behave: CompletionBehaviour = () => ({ content: '{}' });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: CompletionRequest = {
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(raw || '{}') as CompletionRequest['body'],
      };
      requests.push(request);
      const answer = behave(request);
      if (answer === 'hang') return;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(answer.body);
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          model: request.body.model ?? 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: CompletionBehaviour) {
      behave = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
