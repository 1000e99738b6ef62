/**
 * Site-wide constants: links, contact addresses and the promo code. Each can be overridden at build time
 * with a VITE_SITE_* variable (and, for the API, the same variable in its environment).
 */
type Env = Record<string, string | boolean | undefined>;
const env: Env = (import.meta as { env?: Env }).env ?? (globalThis as { process?: { env?: Env } }).process?.env ?? {};
const pick = (name: string, fallback: string): string => {
  const value = env[`VITE_SITE_${name}`];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
};

export const siteConfig = {
  name: 'ISA',
  fullName: 'ISA — Interview Smart Agent',
  company: 'ISA Technologies, Inc.',
  /** The external job-creation (job import wizard) site behind 'Get Started'. */
  getStartedUrl: pick('GET_STARTED_URL', 'https://app.interviewsmartagent.com/jobs/import'),
  /** The calendar booking page behind 'Demo ISA', 'Schedule a Call' and the Enterprise plan. */
  bookingUrl: pick('BOOKING_URL', 'https://calendly.com/interviewsmartagent/isa-demo'),
  contactEmail: pick('CONTACT_EMAIL', 'hello@interviewsmartagent.com'),
  privacyEmail: pick('PRIVACY_EMAIL', 'privacy@interviewsmartagent.com'),
  accessibilityEmail: pick('ACCESSIBILITY_EMAIL', 'accessibility@interviewsmartagent.com'),
  /** Shown in the 'You're all set' dialog after a lead is captured; a public code by design. */
  promoCode: pick('PROMO_CODE', 'ISAHIRE20'),
  /**
   * Demo videos on a presentation service (an embeddable https URL). Empty, the default: the site and the
   * kiosk play the recordings they ship themselves, which need no connection.
   */
  videos: {
    hiringManager: pick('VIDEO_HIRING_MANAGER_URL', ''),
    candidate: pick('VIDEO_CANDIDATE_URL', ''),
    product: pick('VIDEO_PRODUCT_URL', ''),
  },
  /** The organisation's logo (a square PNG), for structured data. */
  logoPath: '/logo.png',
  /** ISO 3166-1 country of jobs that do not name their own (JobPosting addressCountry). */
  jobsCountry: pick('JOBS_COUNTRY', 'US'),
  /** The sharing card of every page (Open Graph, Twitter), made by scripts/make-social-card.ts. */
  socialImage: {
    path: '/social-card.png',
    width: 1200,
    height: 630,
    alt: 'ISA, Interview Smart Agent: interview every applicant and shortlist in under 24 hours.',
  },
  checkout: {
    recruiterStandard: pick('CHECKOUT_RECRUITER_STANDARD_URL', 'https://buy.stripe.com/isa-recruiter-standard'),
    recruiterPro: pick('CHECKOUT_RECRUITER_PRO_URL', 'https://buy.stripe.com/isa-recruiter-pro'),
    teamProMonthly: pick('CHECKOUT_TEAM_PRO_MONTHLY_URL', 'https://buy.stripe.com/isa-team-pro-monthly'),
    teamProAnnual: pick('CHECKOUT_TEAM_PRO_ANNUAL_URL', 'https://buy.stripe.com/isa-team-pro-annual'),
  },
} as const;

/** The sharing card's Open Graph and Twitter tags, with absolute URLs from the public origin `baseUrl`. */
export function socialImageMeta(
  baseUrl: string,
): Array<{ attribute: 'property' | 'name'; key: string; content: string }> {
  const { path, width, height, alt } = siteConfig.socialImage;
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  return [
    { attribute: 'property', key: 'og:image', content: url },
    { attribute: 'property', key: 'og:image:width', content: String(width) },
    { attribute: 'property', key: 'og:image:height', content: String(height) },
    { attribute: 'property', key: 'og:image:alt', content: alt },
    { attribute: 'name', key: 'twitter:image', content: url },
    { attribute: 'name', key: 'twitter:image:alt', content: alt },
  ];
}

/** Origins the pages may embed in frames (the demo videos); the server's CSP allows exactly these. */
export function embeddedVideoOrigins(): string[] {
  return [
    ...new Set(
      Object.values(siteConfig.videos)
        .filter(Boolean)
        .map((url) => new URL(url).origin),
    ),
  ];
}

export type SiteConfig = typeof siteConfig;
