import os from 'node:os';
import path from 'node:path';

/** The vCard 4.0 on the fake camera's badge (written to a Y4M by global setup). */
export const BADGE_VCARD = [
  'BEGIN:VCARD',
  'VERSION:4.0',
  'N:Okafor;Chiamaka;;;',
  'FN:Chiamaka Okafor',
  'ORG:Lagos Talent Partners',
  'TEL;TYPE=work:+234 1 555 0199',
  'EMAIL:chiamaka.okafor@lagos-talent.example',
  'END:VCARD',
].join('\r\n');

/** Where global setup writes the fake camera's video of that badge. */
export const BADGE_Y4M = path.join(os.tmpdir(), 'isa-e2e-badge.y4m');
