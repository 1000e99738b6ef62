/** Copy of the jobs board and a job's page (spec sections 2 and 3). */
export const boardCopy = {
  title: 'Open Jobs',
  description: 'Browse open jobs and apply with your resume.',
  columnJob: 'Job',
  columnActions: 'Actions',
  viewDescription: 'Description',
  apply: 'Apply',
  noDescription: 'No description available.',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  loadError: 'Failed to load jobs. Please try again.',
  empty: 'No open jobs match your search.',
  searchLabel: 'Search jobs',
  searchFormLabel: 'Job search',
  searchPlaceholder: 'Title, skill or keyword',
  locationLabel: 'Location',
  locationPlaceholder: 'City, state or country',
  remoteLabel: 'Remote only',
  departmentLabel: 'Department',
  allDepartments: 'All departments',
  employmentTypeLabel: 'Employment type',
  allEmploymentTypes: 'All types',
  searchButton: 'Search',
  clearFilters: 'Clear filters',
  remoteBadge: 'Remote',
  feeds: 'Follow new jobs:',
  rssFeed: 'RSS feed',
  jsonFeed: 'JSON Feed',
  rssFeedTitle: 'Open jobs (RSS)',
  jsonFeedTitle: 'Open jobs (JSON Feed)',
} as const;

/** A job's page. */
export const jobCopy = {
  fallbackTitle: 'Job',
  loading: 'Loading…',
  notFound: 'Job not found.',
  apply: 'Apply',
  backToJobs: 'All open jobs',
  metaFallback: (title: string) => `Apply to ${title} with your resume.`,
} as const;

/** Labels for the employment types the board shows. */
export const employmentTypeLabels: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};
