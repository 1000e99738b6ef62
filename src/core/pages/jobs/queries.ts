import { useData } from '../../api/data';
import { useApi } from '../../api/useApi';
import type { JobDto, JobListDto } from '../../../shared/job';
import { EMPLOYMENT_TYPES, JOBS_PAGE_SIZE } from '../../../shared/job';
import { boardCopy } from '../../../content/jobs-board';

/** What the board asks for: page, search phrase and filters, all kept in the URL. */
export interface BoardParams {
  page: number;
  search: string;
  location: string;
  remoteOnly: boolean;
  /** A department from the facets, '' for all. */
  department: string;
  /** One of EMPLOYMENT_TYPES, '' for all. */
  employmentType: string;
}

/** The departments and employment types of open jobs (GET /api/jobs/facets). */
export interface JobFacets {
  departments: string[];
  employmentTypes: string[];
}

/** A query the server can answer ahead of the page (the server-rendered /jobs): its cache key and its API request. */
export interface PageQuery {
  key: readonly unknown[];
  /** Path and query of the API call the page would make for this key. */
  request: string;
}

// The API's limits on each text (src/shared/job-schema.ts): a longer URL value is cut rather than refused.
const SEARCH_MAX = 200;
const LOCATION_MAX = 100;
const DEPARTMENT_MAX = 200;
const isEmploymentType = (value: string) => (EMPLOYMENT_TYPES as readonly string[]).includes(value);

/** The board's parameters from the page URL's query (?q=&location=&remote=&department=&type=&page=). */
export function boardParamsFromSearch(search: URLSearchParams): BoardParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const type = search.get('type')?.trim() ?? '';
  return {
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: search.get('q')?.trim().slice(0, SEARCH_MAX) ?? '',
    location: search.get('location')?.trim().slice(0, LOCATION_MAX) ?? '',
    remoteOnly: search.get('remote') === 'true',
    department: search.get('department')?.trim().slice(0, DEPARTMENT_MAX) ?? '',
    employmentType: isEmploymentType(type) ? type : '',
  };
}

/** The page URL's query for the board's parameters; defaults are left out. */
export function boardSearchFromParams(params: BoardParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search) out.set('q', params.search);
  if (params.location) out.set('location', params.location);
  if (params.remoteOnly) out.set('remote', 'true');
  if (params.department) out.set('department', params.department);
  if (params.employmentType) out.set('type', params.employmentType);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** Cache key of one board page. */
export const jobListKey = (params: BoardParams) => ['jobs', params] as const;
/** Cache key of the board's filter choices. */
export const JOB_FACETS_KEY = ['job-facets'] as const;
const JOB_FACETS_REQUEST = '/api/jobs/facets';

/** The GET /api/jobs call for one board page. */
export function jobListRequest(params: BoardParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(JOBS_PAGE_SIZE),
    status: 'Open',
    orderBy: 'CreatedDate DESC',
  });
  if (params.search) query.set('search', params.search);
  if (params.location) query.set('location', params.location);
  if (params.remoteOnly) query.set('remote', 'true');
  if (params.department) query.set('department', params.department);
  if (params.employmentType) query.set('employmentType', params.employmentType);
  return `/api/jobs?${query}`;
}

/** What /jobs with this URL query loads first: the page of jobs and the filter choices. */
export function jobsBoardQueries(search: URLSearchParams): PageQuery[] {
  const params = boardParamsFromSearch(search);
  return [
    { key: jobListKey(params), request: jobListRequest(params) },
    { key: JOB_FACETS_KEY, request: JOB_FACETS_REQUEST },
  ];
}

/** One page of open jobs. */
export function useJobList(params: BoardParams) {
  const api = useApi();
  return useData({
    key: jobListKey(params),
    load: (signal) => api.request<JobListDto>(jobListRequest(params), { signal, fallbackError: boardCopy.loadError }),
  });
}

/** The departments and employment types open jobs have, for the board's filters. */
export function useJobFacets() {
  const api = useApi();
  return useData({
    key: JOB_FACETS_KEY,
    load: (signal) => api.request<JobFacets>(JOB_FACETS_REQUEST, { signal }),
  });
}

/** One job by id; disabled without an id. */
export function useJob(id: string | null) {
  const api = useApi();
  return useData({
    key: ['job', id],
    enabled: id !== null,
    load: (signal) => api.request<JobDto>(`/api/jobs/${encodeURIComponent(id!)}`, { signal }),
  });
}
