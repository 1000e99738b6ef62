/** Helpers shared by the three renderers. */
import type { Person } from './people.ts';

export function fullName(p: Person): string {
  return `${p.first_name} ${p.last_name}`;
}

/** The e-mail as printed on the resume (may differ in case from the lower-case truth). */
export function emailText(p: Person): string | null {
  return p.emailShown ?? p.email;
}

export interface LinkedIn {
  /** What the reader sees. */
  text: string;
  /** The link target. */
  href: string;
  /** True when the visible text is only a label such as 'LinkedIn'. */
  isLabel: boolean;
}

export function linkedIn(p: Person): LinkedIn | null {
  if (!p.linkedin_url) return null;
  const shown = p.linkedinShown ?? p.linkedin_url;
  const isLabel = !/linkedin\.com\//i.test(shown);
  const href = isLabel ? p.linkedin_url : /^https?:\/\//.test(shown) ? shown : `https://${shown}`;
  return { text: shown, href, isLabel };
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
