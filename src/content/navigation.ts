/** Links of the shared header (spec section 2). */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/blog', label: 'Blog' },
  { to: '/compare', label: 'Compare' },
] as const;

/** Footer link groups: product, legal and compliance. */
export const footerGroups = [
  {
    title: 'Product',
    links: [
      { to: '/ai-interview-platform', label: 'AI Interview Platform' },
      { to: '/products', label: 'Products' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/jobs', label: 'Open Jobs' },
      { to: '/hire-isa', label: 'Hire ISA' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/legal/terms', label: 'Terms of Service' },
      { to: '/legal/privacy', label: 'Privacy Policy' },
      { to: '/legal/aup', label: 'Acceptable Use Policy' },
      { to: '/legal/candidate-notice', label: 'Candidate Notice' },
      { to: '/legal/subprocessors', label: 'Subprocessors' },
      { to: '/cookies', label: 'Cookies' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
  {
    title: 'Compliance',
    links: [
      { to: '/legal/dpa', label: 'DPA' },
      { to: '/legal/api-ats-addendum', label: 'API & ATS Addendum' },
      { to: '/privacy-request', label: 'Privacy Request' },
    ],
  },
] as const;
