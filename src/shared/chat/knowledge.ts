import type { AddOn, BlogArticle, ChatPlan, Comparison, FaqItem, Feature, PricingPlan } from '../../content/types';

/**
 * The sales assistant's knowledge base, in the shape of spec section 3. Every fact the assistant states
 * comes from here, and this is built from the same content modules the site renders.
 */
export interface KnowledgeBase {
  product: {
    name: string;
    tagline: string;
    description: string;
    /** Who ISA is for. */
    audience: string;
    features: Feature[];
    how_it_works: Feature[];
    /** Outcomes and assurances (time saved, candidate rating, consent), quoted like features. */
    highlights: Feature[];
  };
  /**
   * `plans` and `addOns`: the assistant's own price list, quoted for prices in general. `pagePlans`: the pricing
   * page's plans, which differ from it (spec section 9); both are reported as given, a page plan when named.
   */
  pricing: { introduction: string[]; plans: ChatPlan[]; addOns: AddOn[]; pagePlans: PagePlan[] };
  blog: {
    articles: Array<{
      title: string;
      summary: string;
      /** Site path of the article, e.g. '/interview-analytics-9-metrics'. */
      url: string;
      key_topics: Array<{ topic: string; details: string }>;
      faq?: FaqItem[];
    }>;
  };
  competitor_comparisons: {
    summary: string;
    how_to_choose_an_ai_interviewer: string[];
    competitors: Array<{
      name: string;
      category: string;
      url: string;
      summary: string;
      comparison: {
        strengths: string[];
        watch_outs: string[];
        rival_strengths: string[];
        rival_watch_outs: string[];
        best_fit: string[];
      };
      faq: FaqItem[];
    }>;
  };
  /** Questions and answers from the site's FAQs. */
  faq: FaqItem[];
  /** Every page of the site with the text it shows, section by section (legal figures, claims, metrics). */
  pages: SitePage[];
  actions: { demoInfo: string; getStartedLink: string; scheduleDemoLink: string };
  contact: { email: string; privacyEmail: string; accessibilityEmail: string };
}

/** A plan of the pricing page as the assistant quotes it. */
export type PagePlan = Pick<
  PricingPlan,
  | 'name'
  | 'price'
  | 'annualPrice'
  | 'annualNote'
  | 'period'
  | 'subtitle'
  | 'description'
  | 'features'
  | 'popular'
  | 'cta'
  | 'ctaUrl'
>;

/** A page of the site as the assistant reads it. */
export interface SitePage {
  title: string;
  /** Site path; empty for a screen without a route of its own (a candidate's interview, the booth kiosk). */
  url: string;
  description: string;
  sections: Array<{ heading: string; text: string[] }>;
}

/** The content the knowledge base is built from (the site's typed content modules). */
export interface KnowledgeSources {
  product: { name: string; tagline: string; description: string };
  audience: string;
  features: Feature[];
  howItWorks: Feature[];
  highlights: Feature[];
  pricingIntroduction: string[];
  chatPlans: ChatPlan[];
  chatAddOns: AddOn[];
  pagePlans: PagePlan[];
  blogArticles: BlogArticle[];
  comparisons: Comparison[];
  comparisonSummary: string;
  howToChooseAnAiInterviewer: string[];
  faqs: FaqItem[];
  pages?: SitePage[];
  demoInfo: string;
  links: { getStarted: string; booking: string };
  contact: KnowledgeBase['contact'];
}

/** Builds the knowledge base from the site's content. */
export function buildKnowledgeBase(sources: KnowledgeSources): KnowledgeBase {
  return {
    product: {
      ...sources.product,
      audience: sources.audience,
      features: sources.features,
      how_it_works: sources.howItWorks,
      highlights: sources.highlights,
    },
    pricing: {
      introduction: sources.pricingIntroduction,
      plans: sources.chatPlans,
      addOns: sources.chatAddOns,
      pagePlans: sources.pagePlans,
    },
    blog: {
      articles: sources.blogArticles.map((article) => ({
        title: article.title,
        summary: article.summary,
        url: `/${article.slug}`,
        key_topics: article.keyTopics,
        ...(article.faq?.length ? { faq: article.faq } : {}),
      })),
    },
    competitor_comparisons: {
      summary: sources.comparisonSummary,
      how_to_choose_an_ai_interviewer: sources.howToChooseAnAiInterviewer,
      competitors: sources.comparisons.map((c) => ({
        name: c.competitor,
        category: c.category,
        url: `/compare/${c.slug}`,
        summary: c.summary,
        comparison: {
          strengths: c.strengths.isa,
          watch_outs: c.watchOuts.isa,
          rival_strengths: c.strengths.competitor,
          rival_watch_outs: c.watchOuts.competitor,
          best_fit: c.bestFit.map((fit) => `${fit.scenario}: ${fit.pick}. ${fit.why}`),
        },
        faq: c.faq,
      })),
    },
    faq: dedupeFaq(sources.faqs),
    pages: sources.pages ?? [],
    actions: {
      demoInfo: sources.demoInfo,
      getStartedLink: sources.links.getStarted,
      scheduleDemoLink: sources.links.booking,
    },
    contact: sources.contact,
  };
}

function dedupeFaq(items: FaqItem[]): FaqItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.question.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
