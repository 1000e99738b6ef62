import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Runs nextTick between full collections in a fresh Node process and reports the state of the property
 * definitions in Node's nextTick (V8's feedback, read through --allow-natives-syntax).
 */
function nextTickFeedbackAfterCollections(keep: boolean): string[] {
  const module = path.join(import.meta.dirname, 'tick-shape.ts');
  const script = `
    const { keepTickShape } = await import(${JSON.stringify(module)});
    if (${keep}) keepTickShape();
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 3000; i++) process.nextTick(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc();
    }
    %DebugPrint(process.nextTick);
  `;
  const output = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return [...output.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe('keepTickShape', () => {
  it('keeps nextTick off the megamorphic path through full collections', () => {
    // Without it, this Node turns nextTick's task literal megamorphic (if a Node no longer does, the
    // workaround can go).
    expect(nextTickFeedbackAfterCollections(false)).toContain('MEGAMORPHIC');
    const kept = nextTickFeedbackAfterCollections(true);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).not.toContain('MEGAMORPHIC');
  });
});
