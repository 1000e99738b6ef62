import { kioskConfigSchema, type KioskConfig } from '../shared/kiosk-config.ts';

/** Name of the config file in the app's user-data directory. */
export const KIOSK_CONFIG_FILE = 'kiosk-config.json';

/** Reads `--api-url=…`, `--event=…`, `--idle-timeout=…`, `--staff-pin=…`, `--kiosk`/`--no-kiosk` flags. */
export function parseKioskFlags(argv: readonly string[]): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  for (const arg of argv) {
    const [name, ...rest] = arg.split('=');
    const value = rest.join('=');
    switch (name) {
      case '--api-url':
        flags.apiUrl = value;
        break;
      case '--event':
        flags.eventName = value;
        break;
      case '--idle-timeout':
        flags.idleTimeoutSeconds = Number(value);
        break;
      case '--staff-pin':
        flags.staffPin = value;
        break;
      case '--kiosk':
        flags.kiosk = value === '' || value === 'true';
        break;
      case '--no-kiosk':
        flags.kiosk = false;
        break;
    }
  }
  return flags;
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
