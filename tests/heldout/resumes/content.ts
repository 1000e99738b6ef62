/** Body text of the held-out resumes: per career track, so the documents read like real resumes. Fictitious. */
import type { Track } from './people.ts';

export type Lang = 'en' | 'de' | 'es' | 'fr';

export interface Job {
  role: string;
  org: string;
  place: string;
  dates: string;
  bullets: string[];
}

export interface School {
  degree: string;
  school: string;
  dates: string;
}

export interface TrackContent {
  lang: Lang;
  summary: string;
  jobs: Job[];
  education: School[];
  skills: string[];
  languages: string[];
}

export interface Headings {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  references: string;
  contact: string;
  personal: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  present: string;
}

export const headings: Record<Lang, Headings> = {
  en: {
    profile: 'Profile',
    experience: 'Professional Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    references: 'References',
    contact: 'Contact',
    personal: 'Personal Details',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Location',
    present: 'present',
  },
  de: {
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    references: 'Referenzen',
    contact: 'Kontakt',
    personal: 'Persönliche Daten',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Wohnort',
    present: 'heute',
  },
  es: {
    profile: 'Perfil profesional',
    experience: 'Experiencia laboral',
    education: 'Formación académica',
    skills: 'Habilidades',
    languages: 'Idiomas',
    references: 'Referencias',
    contact: 'Contacto',
    personal: 'Datos personales',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Ciudad',
    present: 'actualidad',
  },
  fr: {
    profile: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    references: 'Références',
    contact: 'Coordonnées',
    personal: 'Informations personnelles',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    present: "aujourd'hui",
  },
};

export const tracks: Record<Track, TrackContent> = {
  software: {
    lang: 'en',
    summary:
      'Software engineer with eight years of experience building reliable web services and APIs. Comfortable owning features end to end, from design review to on-call, and mentoring junior developers.',
    jobs: [
      {
        role: 'Senior Software Engineer',
        org: 'Brightwave Systems',
        place: 'Remote',
        dates: '2021 – present',
        bullets: [
          'Led the migration of a monolithic billing service to event-driven microservices, cutting p95 latency by 40%.',
          'Introduced contract tests and a staged rollout process that reduced production incidents by a third.',
          'Mentored four engineers through the promotion process.',
        ],
      },
      {
        role: 'Software Engineer',
        org: 'Tidewater Logistics Tech',
        place: 'On-site',
        dates: '2017 – 2021',
        bullets: [
          'Built the shipment tracking API used by 300+ enterprise customers.',
          'Reduced cloud spend by 25% by right-sizing clusters and caching hot queries.',
        ],
      },
    ],
    education: [
      { degree: 'B.Sc. Computer Science', school: 'Riverside Institute of Technology', dates: '2013 – 2017' },
    ],
    skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kubernetes', 'AWS', 'gRPC', 'CI/CD'],
    languages: ['English (fluent)', 'Spanish (intermediate)'],
  },
  data: {
    lang: 'en',
    summary:
      'Data professional who turns messy operational data into dependable pipelines, dashboards and models. Strong SQL and Python, with a bias for simple, well-tested solutions.',
    jobs: [
      {
        role: 'Data Engineer',
        org: 'Northwind Analytics',
        place: 'Hybrid',
        dates: '2020 – present',
        bullets: [
          'Designed a dbt + Airflow platform serving 120 analysts; nightly runtime cut from 6 h to 50 min.',
          'Built a feature store for churn and demand models used by three product teams.',
        ],
      },
      {
        role: 'Business Intelligence Developer',
        org: 'Copperleaf Retail Group',
        place: 'On-site',
        dates: '2016 – 2020',
        bullets: [
          'Delivered 40+ executive dashboards and retired a legacy reporting server.',
          'Automated weekly sales forecasts with gradient boosting, improving accuracy by 12%.',
        ],
      },
    ],
    education: [
      { degree: 'M.Sc. Statistics', school: 'University of Eastbridge', dates: '2014 – 2016' },
      { degree: 'B.Sc. Mathematics', school: 'University of Eastbridge', dates: '2011 – 2014' },
    ],
    skills: ['Python', 'SQL', 'dbt', 'Airflow', 'Spark', 'scikit-learn', 'Tableau', 'BigQuery'],
    languages: ['English (fluent)', 'Japanese (native)'],
  },
  design: {
    lang: 'en',
    summary:
      'Designer focused on research-led, accessible interfaces. I prototype early, test with real users and work closely with engineers to ship polished experiences.',
    jobs: [
      {
        role: 'Senior Product Designer',
        org: 'Lumen & Co. Studio',
        place: 'Hybrid',
        dates: '2020 – present',
        bullets: [
          'Redesigned the onboarding flow, raising activation from 31% to 46%.',
          'Created and maintained a design system of 80+ components in Figma.',
        ],
      },
      {
        role: 'UI Designer',
        org: 'Parallax Digital Agency',
        place: 'On-site',
        dates: '2016 – 2020',
        bullets: [
          'Designed responsive sites for clients in retail, culture and hospitality.',
          'Ran usability sessions and translated findings into prioritised backlogs.',
        ],
      },
    ],
    education: [
      { degree: 'BA Graphic and Interaction Design', school: 'School of Visual Arts Example', dates: '2012 – 2016' },
    ],
    skills: ['Figma', 'User research', 'Prototyping', 'Accessibility (WCAG 2.2)', 'Design systems', 'HTML/CSS'],
    languages: ['English (fluent)', 'Spanish (native)'],
  },
  marketing: {
    lang: 'en',
    summary:
      'Marketer with a track record of building brands and demand across paid, owned and earned channels. Data-driven, creative and at ease with budgets and agencies.',
    jobs: [
      {
        role: 'Marketing Manager',
        org: 'Sunfield Consumer Brands',
        place: 'Hybrid',
        dates: '2019 – present',
        bullets: [
          'Owned a multi-million annual media budget across search, social and retail media.',
          'Launched two product lines that reached 8% category share within a year.',
        ],
      },
      {
        role: 'Digital Marketing Executive',
        org: 'Bluepeak Travel',
        place: 'On-site',
        dates: '2015 – 2019',
        bullets: [
          'Grew organic traffic 3x through content and technical SEO.',
          'Set up marketing automation journeys that lifted repeat bookings by 18%.',
        ],
      },
    ],
    education: [
      { degree: 'BA Marketing and Communications', school: 'Metropolitan Business School', dates: '2011 – 2015' },
    ],
    skills: ['Brand strategy', 'Google Ads', 'Meta Ads', 'SEO', 'HubSpot', 'GA4', 'Copywriting'],
    languages: ['English (fluent)', 'French (professional)', 'Arabic (native)'],
  },
  finance: {
    lang: 'en',
    summary:
      'Finance professional experienced in financial modelling, budgeting and risk analysis. Known for clear reporting to senior stakeholders and for automating manual processes.',
    jobs: [
      {
        role: 'Senior Financial Analyst',
        org: 'Harborstone Capital',
        place: 'On-site',
        dates: '2019 – present',
        bullets: [
          'Built the three-statement model used for the annual budget and quarterly reforecasts.',
          'Automated month-end variance reporting, saving four working days per close.',
        ],
      },
      {
        role: 'Financial Analyst',
        org: 'Meridian Trust Bank',
        place: 'On-site',
        dates: '2015 – 2019',
        bullets: [
          'Assessed credit applications for mid-market corporate clients.',
          'Prepared board packs and regulatory returns.',
        ],
      },
    ],
    education: [{ degree: 'BSc Accounting and Finance', school: 'Kingsgate University', dates: '2011 – 2015' }],
    skills: ['Financial modelling', 'Excel / VBA', 'Power BI', 'IFRS', 'Budgeting', 'SAP'],
    languages: ['English (fluent)'],
  },
  healthcare: {
    lang: 'en',
    summary:
      'Compassionate clinician with experience in acute and community settings. Calm under pressure, committed to patient safety, evidence-based practice and teamwork.',
    jobs: [
      {
        role: 'Senior Staff Nurse',
        org: 'St. Aldwin General Hospital',
        place: 'On-site',
        dates: '2018 – present',
        bullets: [
          'Coordinate care for a 24-bed medical ward and supervise student nurses.',
          'Led a falls-prevention initiative that reduced inpatient falls by 22%.',
        ],
      },
      {
        role: 'Staff Nurse',
        org: 'Greenway Community Health Trust',
        place: 'On-site',
        dates: '2014 – 2018',
        bullets: [
          'Delivered home visits, wound care and chronic disease management.',
          'Trained colleagues on the new electronic patient record.',
        ],
      },
    ],
    education: [{ degree: 'BSc (Hons) Adult Nursing', school: 'University of Westmere', dates: '2011 – 2014' }],
    skills: ['Acute care', 'Medication management', 'Patient education', 'Clinical audit', 'ILS certified'],
    languages: ['English (fluent)', 'Romanian (native)'],
  },
  logistics: {
    lang: 'en',
    summary:
      'Operations and logistics specialist with hands-on experience in warehousing, transport planning and supplier management. Lean-minded and safety-first.',
    jobs: [
      {
        role: 'Operations Supervisor',
        org: 'Crossdock Freight Solutions',
        place: 'On-site',
        dates: '2019 – present',
        bullets: [
          'Supervise 45 associates across two shifts in a 20,000 m² distribution centre.',
          'Improved pick accuracy to 99.7% through slotting and scanner workflows.',
        ],
      },
      {
        role: 'Transport Planner',
        org: 'Atlas Route Logistics',
        place: 'On-site',
        dates: '2015 – 2019',
        bullets: [
          'Planned daily routes for a fleet of 60 vehicles.',
          'Negotiated carrier rates, reducing freight costs by 9%.',
        ],
      },
    ],
    education: [{ degree: 'BSc Supply Chain Management', school: 'Harbourview Polytechnic', dates: '2011 – 2015' }],
    skills: ['WMS / SAP EWM', 'Route planning', 'Lean / 5S', 'Forklift licence', 'Excel', 'Team leadership'],
    languages: ['English (fluent)', 'Portuguese (native)'],
  },
  engineering: {
    lang: 'en',
    summary:
      'Engineer with experience across design, commissioning and maintenance of industrial systems. Practical problem solver who documents well and works safely.',
    jobs: [
      {
        role: 'Project Engineer',
        org: 'Ironbridge Industrial Works',
        place: 'On-site',
        dates: '2018 – present',
        bullets: [
          'Managed design and installation of a new production line worth 4 M.',
          'Cut unplanned downtime by 30% with a condition-monitoring programme.',
        ],
      },
      {
        role: 'Graduate Engineer',
        org: 'Kestrel Energy Services',
        place: 'On-site',
        dates: '2015 – 2018',
        bullets: [
          'Prepared CAD drawings and calculations for plant upgrades.',
          'Supported commissioning of substations and control panels.',
        ],
      },
    ],
    education: [
      { degree: 'BEng Mechanical Engineering', school: 'Northgate Technical University', dates: '2011 – 2015' },
    ],
    skills: ['SolidWorks', 'AutoCAD', 'FMEA', 'PLC basics', 'Project management', 'Root-cause analysis'],
    languages: ['English (fluent)'],
  },
  teaching: {
    lang: 'en',
    summary:
      'Dedicated teacher who builds inclusive, well-organised classrooms and raises attainment through clear feedback and engaging lessons.',
    jobs: [
      {
        role: 'Teacher of Science',
        org: 'Riverside High School',
        place: 'On-site',
        dates: '2017 – present',
        bullets: [
          'Teach biology and chemistry to pupils aged 11–18; 92% of GCSE pupils achieved grade 4 or above.',
          'Coordinate the STEM club and the annual science fair.',
        ],
      },
      {
        role: 'Newly Qualified Teacher',
        org: 'Oakfield Academy',
        place: 'On-site',
        dates: '2015 – 2017',
        bullets: [
          'Planned and delivered Key Stage 3 science lessons.',
          'Supported pupils with additional learning needs.',
        ],
      },
    ],
    education: [
      { degree: 'PGCE Secondary Science', school: 'University of Harlow Example', dates: '2014 – 2015' },
      { degree: 'BSc Biology', school: 'University of Harlow Example', dates: '2011 – 2014' },
    ],
    skills: ['Curriculum planning', 'Assessment for learning', 'Behaviour management', 'Google Classroom'],
    languages: ['English (native)', 'Welsh (conversational)'],
  },
  product: {
    lang: 'en',
    summary:
      'Product leader who connects customer insight with business goals. Experienced with discovery, roadmapping and leading cross-functional teams through launch.',
    jobs: [
      {
        role: 'Senior Product Manager',
        org: 'Cobalt Commerce',
        place: 'Hybrid',
        dates: '2020 – present',
        bullets: [
          'Own the checkout and payments roadmap for a marketplace with 2 M monthly buyers.',
          'Shipped one-click reorder, adding 6% to repeat revenue.',
        ],
      },
      {
        role: 'Product Analyst',
        org: 'Fernhill Software',
        place: 'On-site',
        dates: '2016 – 2020',
        bullets: ['Ran A/B tests and defined product metrics.', 'Wrote specifications with design and engineering.'],
      },
    ],
    education: [{ degree: 'BA Economics', school: 'Lakeshore College', dates: '2012 – 2016' }],
    skills: ['Product discovery', 'Roadmapping', 'SQL', 'Amplitude', 'Jira', 'Stakeholder management'],
    languages: ['English (fluent)', 'Norwegian (native)'],
  },
  de: {
    lang: 'de',
    summary:
      'Erfahrener IT-Spezialist mit Schwerpunkt auf stabilen Backend-Systemen und sauberer Infrastruktur. Strukturierte Arbeitsweise, Teamgeist und Freude an neuen Technologien.',
    jobs: [
      {
        role: 'Senior Softwareentwickler',
        org: 'Spreewerk Digital GmbH',
        place: 'Berlin',
        dates: '03/2019 – heute',
        bullets: [
          'Konzeption und Umsetzung von REST-Schnittstellen für ein Logistikportal.',
          'Einführung automatisierter Tests und Continuous Delivery.',
        ],
      },
      {
        role: 'Anwendungsentwickler',
        org: 'Nordlicht Versicherungen AG',
        place: 'Hamburg',
        dates: '09/2014 – 02/2019',
        bullets: ['Wartung und Weiterentwicklung interner Java-Anwendungen.', 'Betreuung von Auszubildenden.'],
      },
    ],
    education: [
      { degree: 'M.Sc. Informatik', school: 'Technische Universität Beispielstadt', dates: '2012 – 2014' },
      { degree: 'B.Sc. Wirtschaftsinformatik', school: 'Hochschule Beispielstadt', dates: '2009 – 2012' },
    ],
    skills: ['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'Docker', 'Linux', 'Scrum'],
    languages: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)'],
  },
  es: {
    lang: 'es',
    summary:
      'Profesional de marketing con amplia experiencia en estrategia digital, gestión de marca y análisis de campañas. Orientada a resultados y al trabajo en equipo.',
    jobs: [
      {
        role: 'Responsable de Marketing Digital',
        org: 'Grupo Alborada Consumo',
        place: 'Madrid',
        dates: '2019 – actualidad',
        bullets: [
          'Dirección de campañas en buscadores y redes sociales con un presupuesto anual de siete cifras.',
          'Aumento del tráfico orgánico en un 150 % en dos años.',
        ],
      },
      {
        role: 'Especialista en Comunicación',
        org: 'Agencia Mirador Creativo',
        place: 'Barcelona',
        dates: '2015 – 2019',
        bullets: [
          'Planificación de contenidos para clientes del sector turístico.',
          'Coordinación con medios y agencias.',
        ],
      },
    ],
    education: [
      { degree: 'Máster en Marketing Digital', school: 'Escuela de Negocios Ejemplo', dates: '2014 – 2015' },
      { degree: 'Grado en Publicidad y Relaciones Públicas', school: 'Universidad Ejemplo', dates: '2010 – 2014' },
    ],
    skills: ['Google Ads', 'SEO / SEM', 'Analítica web', 'Gestión de marca', 'Redacción publicitaria'],
    languages: ['Español (nativo)', 'Inglés (C1)', 'Francés (B2)'],
  },
  fr: {
    lang: 'fr',
    summary:
      'Contrôleuse de gestion rigoureuse, forte de dix ans d’expérience dans l’industrie. Pilotage budgétaire, analyse de la performance et accompagnement des opérationnels.',
    jobs: [
      {
        role: 'Contrôleuse de gestion senior',
        org: 'Groupe Rhodanien Industries',
        place: 'Lyon',
        dates: '2018 – aujourd’hui',
        bullets: [
          'Élaboration du budget annuel et des reprévisions trimestrielles.',
          'Mise en place de tableaux de bord sous Power BI pour la direction.',
        ],
      },
      {
        role: 'Analyste financière',
        org: 'Cabinet Exemple Conseil',
        place: 'Paris',
        dates: '2014 – 2018',
        bullets: ['Missions d’audit et de conseil auprès de PME.', 'Analyse des coûts de revient et des marges.'],
      },
    ],
    education: [
      { degree: 'Master Contrôle de gestion et audit', school: 'IAE Exemple', dates: '2012 – 2014' },
      { degree: 'Licence Économie-Gestion', school: 'Université Exemple', dates: '2009 – 2012' },
    ],
    skills: ['Contrôle budgétaire', 'SAP FI/CO', 'Excel avancé', 'Power BI', 'Normes IFRS'],
    languages: ['Français (langue maternelle)', 'Anglais (courant)', 'Allemand (notions)'],
  },
};

export function contentOf(track: Track): TrackContent {
  return tracks[track];
}
