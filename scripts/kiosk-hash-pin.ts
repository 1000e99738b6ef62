/**
 * `npm run kiosk:hash-pin`: asks for a staff PIN (twice, not echoed) and prints the salted scrypt hash to put
 * in kiosk-config.json as `staffPinHash`. Piped input is read as one line: `echo 2468 | npm run -s kiosk:hash-pin`.
 * The PIN is never taken as an argument, where it would show in process listings and shell history.
 */
import { hashPin, PIN_PATTERN } from '../src/main/pin-hash.ts';

/** Reads one line from a terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          return resolve(value);
        }
        if (char === '\u0003') {
          finish();
          return reject(new Error('Cancelled.'));
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/, 1)[0]!.trim();
}

async function main(): Promise<number> {
  let pin: string;
  if (process.stdin.isTTY) {
    pin = await askHidden('Staff PIN (4 to 8 digits): ');
    if (PIN_PATTERN.test(pin) && (await askHidden('Again: ')) !== pin) {
      console.error('The two PINs differ; nothing was written.');
      return 1;
    }
  } else pin = await readPiped();
  if (!PIN_PATTERN.test(pin)) {
    console.error('A staff PIN is 4 to 8 digits.');
    return 1;
  }
  console.log(await hashPin(pin));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
