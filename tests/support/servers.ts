import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` with the process output. */
export async function waitForOk(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}:\n${output()}`);
}

/**
 * Starts a script of this repo (with tsx unless `loader` is false: plain JavaScript, or TypeScript by Node's
 * own type stripping) and collects its output for error messages.
 */
export function startScript(
  script: string,
  env: Record<string, string>,
  { loader = true, nodeArgs = [] as string[] } = {},
) {
  let output = '';
  const child = spawn(process.execPath, [...(loader ? ['--import', 'tsx'] : []), ...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  return { child, output: () => output };
}
