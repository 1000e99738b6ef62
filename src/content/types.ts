/**
 * Shapes of the site's typed content. Pages render these; the chat knowledge base reads the same data, so
 * a fact changed here changes everywhere.
 */
export interface Feature {
  title: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A pricing-page plan (spec section 3). */
export interface PricingPlan {
  name: string;
  /** Display price, e.g. '$39' or 'Custom'. */
  price: string;
  /** Team Pro only: the monthly price when billed annually, e.g. '$639'. */
  annualPrice?: string;
  period: 'per job' | 'per month' | '';
  subtitle: string;
  description: string;
  features: string[];
  popular: boolean;
  cta: string;
  hasAnnualPricing: boolean;
  isEnterprise: boolean;
  /** Where the plan's button goes: its checkout link, or the booking page for Enterprise. */
  ctaUrl: string;
  /** Team Pro only: the checkout link when billed annually. */
  annualCtaUrl?: string;
  /** Team Pro only: the annual total and saving, e.g. '$7,668 billed annually — save $160/month'. */
  annualNote?: string;
}

/** A plan as the sales assistant quotes it (the chat price list of spec section 9). */
export interface ChatPlan {
  name: string;
  price: number;
  period: string;
  description: string;
  features: string[];
  isPopular: boolean;
}

export interface AddOn {
  name: string;
  description: string;
  price: number;
}

export interface BlogSection {
  heading: string;
  /** Markdown-free paragraphs and bullet lists, rendered by the article component. */
  paragraphs: string[];
  bullets?: string[];
}

export interface BlogArticle {
  /** Route path without the leading slash, e.g. 'interview-analytics-9-metrics'. */
  slug: string;
  title: string;
  summary: string;
  datePublished: string;
  dateModified: string;
  keyTopics: Array<{ topic: string; details: string }>;
  sections: BlogSection[];
  faq?: FaqItem[];
}

export interface Comparison {
  /** Route path without '/compare/', e.g. 'isa-vs-hirevue'. */
  slug: string;
  competitor: string;
  /** What kind of product the competitor is, e.g. 'video-interview enterprise platform'. */
  category: string;
  summary: string;
  strengths: { isa: string[]; competitor: string[] };
  watchOuts: { isa: string[]; competitor: string[] };
  bestFit: Array<{ scenario: string; pick: string; why: string }>;
  faq: FaqItem[];
}

/** An internal link with an optional one-line description. */
export interface LinkItem {
  to: string;
  label: string;
  description?: string;
}

/** A section of a content page or legal document. */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Numbered steps, rendered in order. */
  steps?: Feature[];
  /** Cards rendered as a grid. */
  cards?: Feature[];
  links?: LinkItem[];
}

/** A data-driven marketing page (rendered by the content page component). */
export interface ContentPage {
  path: string;
  /** The page's one h1. */
  heading: string;
  intro: string;
  sections: ContentSection[];
  faq?: FaqItem[];
}

/** A legal or policy page. */
export interface LegalDocument {
  path: string;
  heading: string;
  /** Human-readable date of the last update, e.g. 'August 15, 2025'. */
  updated: string;
  intro: string[];
  sections: ContentSection[];
}
