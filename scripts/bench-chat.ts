/**
 * `npm run bench:chat`: asks the local responder (or, with --url, a running API) every question of the
 * quality set and prints the pass rate and p50/p95 latency. Targets: 95% right, p95 under 50 ms (local).
 */
import { benchQuestions, gradeReply } from '../src/shared/chat/bench-questions.ts';
import { knownNumbers } from '../src/shared/chat/guard.ts';
import { createLocalResponder } from '../src/shared/chat/responder.ts';
import type { ChatMessage } from '../src/shared/chat/schema.ts';
import { siteKnowledgeBase } from '../src/shared/chat/site-knowledge.ts';

const urlArg = process.argv.find((a) => a.startsWith('--url='))?.slice('--url='.length);
const verbose = process.argv.includes('--verbose');
const kb = siteKnowledgeBase();
const known = knownNumbers(kb);
const local = createLocalResponder(kb);

async function ask(question: string, history: ChatMessage[]): Promise<string> {
  if (!urlArg) return local({ question, history });
  const res = await fetch(`${urlArg.replace(/\/+$/, '')}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_question: question, history }),
  });
  const body = (await res.json()) as { reply?: string };
  return body.reply ?? `HTTP ${res.status}`;
}

const latencies: number[] = [];
const failures: string[] = [];
const byKind = new Map<string, { total: number; passed: number }>();

for (const q of benchQuestions) {
  const history: ChatMessage[] = [];
  for (const earlier of q.before ?? []) {
    history.push({ sender: 'user', text: earlier });
    history.push({ sender: 'ai', text: await ask(earlier, [...history]) });
  }
  history.push({ sender: 'user', text: q.question });
  const started = performance.now();
  const reply = await ask(q.question, history);
  latencies.push(performance.now() - started);
  const result = gradeReply(q, reply, known);
  const tally = byKind.get(q.kind) ?? { total: 0, passed: 0 };
  tally.total++;
  if (result.pass) tally.passed++;
  byKind.set(q.kind, tally);
  if (!result.pass) {
    failures.push(
      `  ✗ ${q.id} (${q.kind}): "${q.question}"` +
        (result.missing.length ? `\n      missing: ${result.missing.join('; ')}` : '') +
        (result.forbidden.length ? `\n      forbidden: ${result.forbidden.join('; ')}` : '') +
        (result.invented.length ? `\n      figures not in the knowledge base: ${result.invented.join(', ')}` : '') +
        (verbose ? `\n      reply: ${reply.replace(/\n/g, '\n             ')}` : ''),
    );
  }
}

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const passed = benchQuestions.length - failures.length;
const rate = (100 * passed) / benchQuestions.length;

console.log(`Chat bench (${urlArg ? `API at ${urlArg}` : 'local responder'}), ${benchQuestions.length} questions`);
for (const [kind, t] of byKind) console.log(`  ${kind.padEnd(10)} ${t.passed}/${t.total}`);
if (failures.length) console.log(failures.join('\n'));
console.log(`pass rate: ${rate.toFixed(1)}% (${passed}/${benchQuestions.length}; target ≥ 95%)`);
console.log(
  `latency: p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms (target p95 < 50 ms)`,
);
process.exitCode = rate >= 95 ? 0 : 1;
