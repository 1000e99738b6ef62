import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/useApi';
import type { JobDto, JobListDto } from '../../../shared/job';
import { JOBS_PAGE_SIZE } from '../../../shared/job';
import { jobsCopy } from '../../../content/jobs';

/** What the board asks for: page, search phrase and filters, all kept in the URL. */
export interface BoardParams {
  page: number;
  search: string;
  location: string;
  remoteOnly: boolean;
}

/** One page of open jobs. */
export function useJobList(params: BoardParams) {
  const api = useApi();
  return useQuery({
    queryKey: ['jobs', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(params.page),
        pageSize: String(JOBS_PAGE_SIZE),
        status: 'Open',
        orderBy: 'CreatedDate DESC',
      });
      if (params.search) query.set('search', params.search);
      if (params.location) query.set('location', params.location);
      if (params.remoteOnly) query.set('remote', 'true');
      return api.request<JobListDto>(`/api/jobs?${query}`, { signal, fallbackError: jobsCopy.board.loadError });
    },
  });
}

/** One job by id; disabled without an id. */
export function useJob(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['job', id],
    enabled: id !== null,
    queryFn: ({ signal }) => api.request<JobDto>(`/api/jobs/${encodeURIComponent(id!)}`, { signal }),
  });
}
