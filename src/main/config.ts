import { parseArgs } from 'node:util';
import { kioskConfigSchema, type KioskConfig } from '../shared/kiosk-config.ts';

/** Name of the config file in the app's user-data directory. */
export const KIOSK_CONFIG_FILE = 'kiosk-config.json';

/** The kiosk's own flags; anything else starting with '-' stops the start, except the runtime switches below. */
const KIOSK_FLAGS = {
  'api-url': { type: 'string' },
  event: { type: 'string' },
  'idle-timeout': { type: 'string' },
  kiosk: { type: 'boolean' },
} as const;

/**
 * Switches that Electron, Chromium or a launcher (Playwright, an AppImage wrapper) put on the command line
 * of any Electron app. They are theirs, not the kiosk's, so they pass untouched.
 */
const RUNTIME_SWITCHES = new Set([
  'disable-features',
  'disable-gpu',
  'enable-features',
  'enable-logging',
  'force-device-scale-factor',
  'inspect',
  'inspect-brk',
  'js-flags',
  'lang',
  'log-file',
  'no-sandbox',
  'ozone-platform',
  'remote-debugging-port',
  'user-data-dir',
  'v',
  'vmodule',
]);

/** A kiosk flag that is unknown or malformed; its message names the flag. */
export class KioskFlagError extends Error {
  override name = 'KioskFlagError';
}

const KNOWN = '--api-url=URL, --event=NAME, --idle-timeout=SECONDS, --kiosk, --no-kiosk';

/**
 * Reads `--api-url=…`, `--event=…`, `--idle-timeout=…`, `--kiosk`/`--no-kiosk` strictly
 * (util.parseArgs): an unknown or malformed flag throws naming it, so a typo such as `--idle-timout=30`
 * cannot leave a setting at its default unnoticed. Positionals (the app path) and runtime switches pass.
 */
export function parseKioskFlags(argv: readonly string[]): Record<string, unknown> {
  const ours = argv.filter((arg) => {
    const name = /^--([^=]+)/.exec(arg)?.[1];
    return !(name && RUNTIME_SWITCHES.has(name));
  });
  let values: ReturnType<typeof parseStrictly>;
  try {
    values = parseStrictly(ours);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const arg = ours.find((a) => a.startsWith('-') && !isKnownFlag(a)) ?? ours.find((a) => a.startsWith('-'));
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new KioskFlagError(`Unknown kiosk flag ${flagName(arg)}. Known flags: ${KNOWN}.`);
    }
    throw new KioskFlagError(`Malformed kiosk flag: ${(err as Error).message} Known flags: ${KNOWN}.`);
  }
  const flags: Record<string, unknown> = {};
  if (values['api-url'] !== undefined) flags.apiUrl = values['api-url'];
  if (values.event !== undefined) flags.eventName = values.event;
  if (values['idle-timeout'] !== undefined) {
    if (!/^\d+$/.test(values['idle-timeout'])) {
      throw new KioskFlagError(
        `Malformed kiosk flag --idle-timeout=${values['idle-timeout']}: expected whole seconds.`,
      );
    }
    flags.idleTimeoutSeconds = Number(values['idle-timeout']);
  }
  if (values.kiosk !== undefined) flags.kiosk = values.kiosk;
  return flags;
}

function parseStrictly(args: string[]) {
  return parseArgs({ args, options: KIOSK_FLAGS, strict: true, allowPositionals: true, allowNegative: true }).values;
}

function isKnownFlag(arg: string): boolean {
  const name = /^--(?:no-)?([^=]+)/.exec(arg)?.[1];
  return name !== undefined && name in KIOSK_FLAGS;
}

function flagName(arg: string | undefined): string {
  return arg ? `'${arg.split('=')[0]}'` : '(unnamed)';
}

/**
 * The kiosk's settings: defaults, overridden by the config file, overridden by flags. A bad value is an
 * error naming the setting, so a booth never starts half-configured.
 */
export function resolveKioskConfig(fileText: string | undefined, argv: readonly string[]): KioskConfig {
  let fromFile: unknown = {};
  if (fileText !== undefined && fileText.trim() !== '') {
    try {
      fromFile = JSON.parse(fileText);
    } catch {
      throw new Error(`${KIOSK_CONFIG_FILE} is not valid JSON.`);
    }
    if (!fromFile || typeof fromFile !== 'object' || Array.isArray(fromFile)) {
      throw new Error(`${KIOSK_CONFIG_FILE} must hold a JSON object.`);
    }
  }
  const result = kioskConfigSchema.safeParse({ ...(fromFile as object), ...parseKioskFlags(argv) });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
    throw new Error(`Invalid kiosk configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
