/** Shared pieces of the load scripts (bench:api, soak): processes, memory readings and request bodies. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { freePort, waitForOk } from '../../tests/support/servers.ts';
import { buildApi } from '../build-api.ts';
import { API_BUILD, isStale, serveArgs } from '../build-freshness.ts';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  adminToken: string;
  stop(): Promise<void>;
}

/**
 * Starts the real API as production runs it (the built dist/api/server.js, rebuilt first when stale) in its
 * own process on a temporary PGlite directory (or DATABASE_URL when BENCH_DATABASE_URL is set), with budgets
 * raised so the load is never rate-limited.
 */
export async function startApi(env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-bench-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>ISA</title>');
  const adminToken = 'bench-admin-token-0123456789';
  let output = '';
  const root = path.resolve(import.meta.dirname, '../..');
  if (isStale(root, API_BUILD)) await buildApi(root);
  // As `npm start` serves (its node flags included).
  const child = spawn(process.execPath, serveArgs(root), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_TOKEN: adminToken,
      RATE_LIMIT_SCALE: '1000000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
      ...env,
    },
    // Request logs go to a pipe that is drained, as they would go to a log collector in production.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', () => undefined);
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-10_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/healthz`, child, () => output, 60_000);
  return {
    url,
    child,
    adminToken,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends a child process with SIGTERM (SIGKILL after 5 s) and waits for it. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A recorded answer the bare server repeats byte for byte (encoding included). */
export interface RecordedAnswer {
  status: number;
  contentType: string;
  contentEncoding?: string;
  body: Buffer;
}

/** Sends one request and records its answer as it came over the wire (never decompressed). */
export function record(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? 'application/octet-stream',
          ...(res.headers['content-encoding'] ? { contentEncoding: res.headers['content-encoding'] } : {}),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BARE_BODY);
const status = Number(process.env.BARE_STATUS);
http.createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    const headers = { 'Content-Type': process.env.BARE_TYPE, 'Content-Length': body.length };
    if (process.env.BARE_ENCODING) headers['Content-Encoding'] = process.env.BARE_ENCODING;
    res.writeHead(status, headers);
    res.end(body);
  });
}).listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.send('ready'));
`;

/** A bare node:http server in its own process that drains each request and answers `answer`'s bytes. */
export async function startBareServer(
  answer: RecordedAnswer,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'isa-bare-')), 'body');
  fs.writeFileSync(bodyFile, answer.body);
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {
      BARE_BODY: bodyFile,
      BARE_STATUS: String(answer.status),
      BARE_TYPE: answer.contentType,
      ...(answer.contentEncoding ? { BARE_ENCODING: answer.contentEncoding } : {}),
      BARE_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process now and at its peak (VmHWM), in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** A two-page PDF resume, as a candidate would upload. */
export function twoPageResumePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Jordan Avery Example');
    doc.fontSize(11).text('jordan.example@example.com  |  +1 415 555 0134  |  linkedin.com/in/jordan-example');
    doc.moveDown().fontSize(14).text('Experience');
    for (let i = 0; i < 14; i++) {
      doc
        .fontSize(11)
        .text(
          `Senior Software Engineer, Example Corp ${2010 + i}. Built data pipelines in TypeScript and PostgreSQL, ` +
            'led a team of five, improved latency by 40 percent and mentored new hires across three offices.',
        )
        .moveDown(0.5);
    }
    doc.addPage().fontSize(14).text('Education');
    doc.fontSize(11).text('B.Sc. Computer Science, Example University, 2009');
    doc.moveDown().fontSize(14).text('Skills');
    doc.fontSize(11).text('TypeScript, Node.js, React, PostgreSQL, Redis, Kubernetes, AWS, Terraform, Python');
    doc.end();
  });
}

/** A multipart/form-data body with one file field and text fields. */
export function multipartBody(
  file: { field: string; name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----isabench${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc. */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted from after the command name; clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
