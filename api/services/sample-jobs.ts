/** Jobs that seed an empty database, so a fresh install shows a working board. */
export const SAMPLE_JOBS: ReadonlyArray<{
  name: string;
  publicName: string | null;
  description: string;
  location: string;
  remote: boolean;
  department: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
}> = [
  {
    name: 'ENG-SWE-014',
    publicName: 'Senior Full-Stack Engineer',
    description:
      'Build the product hiring teams use every day. You will own features end to end across a TypeScript and React front end and a Node.js API on PostgreSQL.\n\nWhat you bring:\n- 5+ years shipping web applications\n- Strong TypeScript, SQL and testing habits\n- Care for accessibility and performance',
    location: 'Austin, TX',
    remote: true,
    department: 'Engineering',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'CS-REC-002',
    publicName: 'Technical Recruiter',
    description:
      'Partner with hiring managers to fill engineering and product roles. You will design structured interview plans, calibrate scorecards and keep candidates informed at every step.',
    location: 'New York, NY',
    remote: false,
    department: 'People',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'SAL-AE-031',
    publicName: 'Account Executive, Mid-Market',
    description:
      'Run the full sales cycle with talent acquisition leaders at companies of 200 to 2,000 people. Quota-carrying role with a clear path to enterprise accounts.',
    location: 'Chicago, IL',
    remote: true,
    department: 'Sales',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'CS-CSM-007',
    publicName: 'Customer Success Manager',
    description:
      'Onboard new customers, configure their interview rubrics and help them reach their first shortlist within a day. You will be the voice of the customer in product planning.',
    location: 'Remote (US)',
    remote: true,
    department: 'Customer Success',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'OPS-NUR-119',
    publicName: 'Registered Nurse, Night Shift',
    description:
      'Provide patient care on a 32-bed medical-surgical unit. Current RN licence and BLS certification required; ACLS preferred. Sign-on bonus available.',
    location: 'Phoenix, AZ',
    remote: false,
    department: 'Clinical',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'RET-SA-220',
    publicName: 'Retail Sales Associate (Seasonal)',
    description:
      'Help shoppers find what they need during our busiest season. Flexible weekday and weekend shifts; no experience needed, we train you.',
    location: 'Denver, CO',
    remote: false,
    department: 'Retail',
    employmentType: 'PART_TIME',
  },
  {
    name: 'MKT-CNT-004',
    publicName: 'Content Marketing Lead',
    description:
      'Own our editorial calendar: guides, benchmarks and customer stories for recruiters and hiring managers. You write clearly, measure what works and edit others generously.',
    location: 'Remote (EU)',
    remote: true,
    department: 'Marketing',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'ENG-DATA-009',
    publicName: 'Data Engineer',
    description:
      'Design the pipelines behind interview analytics: completion, drop-off and time-to-shortlist metrics for thousands of hiring teams. Python, SQL and dbt.',
    location: 'Toronto, ON',
    remote: true,
    department: 'Engineering',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'LOG-WH-301',
    publicName: 'Warehouse Associate',
    description:
      'Pick, pack and ship orders in a modern fulfilment centre. Day and night shifts, weekly pay, health benefits from day one.',
    location: 'Columbus, OH',
    remote: false,
    department: 'Operations',
    employmentType: 'FULL_TIME',
  },
  {
    name: 'FIN-ACC-012',
    publicName: 'Staff Accountant',
    description:
      'Close the books monthly, reconcile accounts and support our annual audit. CPA or progress toward one preferred.',
    location: 'Atlanta, GA',
    remote: false,
    department: 'Finance',
    employmentType: 'CONTRACTOR',
  },
];
