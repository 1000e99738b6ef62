import { siteConfig } from './site';
import type { AddOn, ChatPlan, FaqItem, PricingPlan } from './types';

/** The saving shown on the annual billing badge, in percent. */
export const annualSavingPercent = 20;

/** Lines that open the pricing answer of the sales assistant and the pricing page. */
export const pricingIntroduction: string[] = [
  'Simple, transparent pricing: pay per job or per month, never per interview.',
  'No setup fees. No per-interview fees or caps: every plan interviews as many applicants as apply.',
  'Start with a single job and move to a team plan when you hire across several roles.',
];

/** The plans of /pricing (spec sections 3 and 9). */
export const pricingPlans: PricingPlan[] = [
  {
    name: 'Recruiter Standard',
    price: '$39',
    period: 'per job',
    subtitle: 'For a single role with modest volume',
    description: 'Everything you need to screen one role with structured AI interviews.',
    features: [
      '30 interviewed candidates',
      '3 automated scheduling runs',
      'Single seat',
      '30-day candidate database access',
      'Email support',
    ],
    popular: false,
    cta: 'Choose Standard',
    hasAnnualPricing: false,
    isEnterprise: false,
    ctaUrl: siteConfig.checkout.recruiterStandard,
  },
  {
    name: 'Recruiter Pro',
    price: '$149',
    period: 'per job',
    subtitle: 'For high-volume roles',
    description: 'Interview every applicant to one role for a month, and export the results.',
    features: [
      'Unlimited interviews for 30 days',
      'Unlimited scheduling',
      '2-month candidate database access',
      'Single seat',
      'Priority email support',
      'Report export',
    ],
    popular: true,
    cta: 'Choose Pro',
    hasAnnualPricing: false,
    isEnterprise: false,
    ctaUrl: siteConfig.checkout.recruiterPro,
  },
  {
    name: 'Team Pro',
    price: '$799',
    annualPrice: '$639',
    period: 'per month',
    subtitle: 'For hiring teams running several roles',
    description: 'A shared workspace for up to five open jobs, with ATS integration and onboarding.',
    features: [
      'Up to 5 jobs',
      '3 seats',
      'Permanent candidate database access',
      'Team collaboration',
      'ATS integration',
      'Job posting on professional networks',
      'Preferred support',
      'Onboarding session',
    ],
    popular: false,
    cta: 'Choose Team Pro',
    hasAnnualPricing: true,
    isEnterprise: false,
    ctaUrl: siteConfig.checkout.teamProMonthly,
    annualCtaUrl: siteConfig.checkout.teamProAnnual,
    annualNote: '$7,668 billed annually (save $160 per month)',
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: '',
    subtitle: 'For organisations hiring at scale',
    description: 'ISA tailored to your hiring process, brand, regions and security requirements.',
    features: [
      'Custom agent',
      'Unlimited seats and interviews',
      'White-label',
      'Full API access',
      'Multi-region deployment',
      'Customer success manager',
      'SLA',
      'Annual contract',
    ],
    popular: false,
    cta: 'Schedule a Call',
    hasAnnualPricing: true,
    isEnterprise: true,
    ctaUrl: siteConfig.bookingUrl,
  },
];

/** The price list the sales assistant quotes (spec section 9; it differs from the pricing page by design). */
export const chatPlans: ChatPlan[] = [
  {
    name: 'Recruiter Assistant',
    price: 199,
    period: 'per job',
    description: 'One job, interviewed end to end by ISA.',
    features: ['Single-job interface', 'Unlimited interviews', '2 months access', 'Manual applicant upload'],
    isPopular: false,
  },
  {
    name: 'Business Pro',
    price: 499,
    period: 'per job',
    description: 'For teams hiring across several roles with their ATS connected.',
    features: [
      'Multi-job interface',
      'Unlimited access',
      'Unlimited interviews',
      'ATS API integration',
      'Priority support',
      'Advanced reporting',
    ],
    isPopular: true,
  },
];

/** Optional extras the sales assistant may offer. */
export const chatAddOns: AddOn[] = [
  {
    name: 'Post job on LinkedIn',
    description: 'We publish your job on LinkedIn so more qualified applicants reach your ISA interview.',
    price: 275,
  },
];

/** Questions buyers ask on the pricing page. */
export const pricingFaq: FaqItem[] = [
  {
    question: 'Are there setup fees or per-interview charges?',
    answer:
      'No. There are no setup fees and no per-interview fees or caps. You pay per job or per month, whatever the number of applicants.',
  },
  {
    question: 'How does annual billing work?',
    answer:
      'Team Pro billed annually costs $639 per month ($7,668 per year) instead of $799 per month: a 20% saving. Enterprise contracts are annual.',
  },
  {
    question: 'Can I start with one job and upgrade later?',
    answer:
      'Yes. Many teams start with Recruiter Standard or Recruiter Pro for one role, then move to Team Pro when they hire across several roles.',
  },
  {
    question: 'Does ISA integrate with my ATS?',
    answer:
      'Team Pro and Enterprise include ATS integration. One ATS integration is live today and two more are coming soon; every plan can export ATS-ready results.',
  },
];
