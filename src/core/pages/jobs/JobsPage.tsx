import {
  Alert,
  Anchor,
  Badge,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { jobDisplayName, jobSlug, JOBS_PAGE_SIZE, type JobDto } from '../../../shared/job';
import { Button } from '../../components/Button';
import { LazyModal } from '../../components/LazyModal';
import { Seo } from '../../components/Seo';
import { boardCopy, employmentTypeLabels } from '../../../content/jobs-board';
import { usePlatform } from '../../platform/context';
import classes from './JobsTable.module.css';
import { boardParamsFromSearch, boardSearchFromParams, useJobFacets, useJobList, type BoardParams } from './queries';

// A description is read in the dialog only; its HTML-to-text step (with the entity tables, about 14 kB gzip)
// loads with the dialog, not with the board.
const JobDescription = lazy(() =>
  import('./JobDescription').then(({ JobDescription }) => ({ default: JobDescription })),
);

const copy = boardCopy;
// Six placeholder rows (spec section 3), shaped like job rows (two lines, the buttons' height and width) so the
// list arriving moves little of what is in view.
const SKELETON_ROWS = 6;

/** A select's choices: '' (all) first, then each value; a value only the URL names is kept so it stays shown. */
function filterOptions(all: string, values: readonly string[], current: string, label = (value: string) => value) {
  const choices = current && !values.includes(current) ? [...values, current] : values;
  return [{ value: '', label: all }, ...choices.map((value) => ({ value, label: label(value) }))];
}

/**
 * /jobs: the Open Jobs table with search, location, department, employment-type and remote filters, and
 * pagination (spec section 2), all kept in the URL.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = boardParamsFromSearch(searchParams);
  const { data, isPending, isError } = useJobList(params);
  const facets = useJobFacets().data;
  const { jobFeeds = false } = usePlatform();
  const [described, setDescribed] = useState<JobDto | null>(null);
  const [searchText, setSearchText] = useState(params.search);
  const [locationText, setLocationText] = useState(params.location);
  const [remoteOnly, setRemoteOnly] = useState(params.remoteOnly);

  // Back/forward navigation changes the URL; the inputs follow it.
  useEffect(() => {
    setSearchText(params.search);
    setLocationText(params.location);
    setRemoteOnly(params.remoteOnly);
  }, [params.search, params.location, params.remoteOnly]);

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / JOBS_PAGE_SIZE));
  const page = Math.min(params.page, pages);
  useEffect(() => {
    if (data && params.page > pages)
      setSearchParams(boardSearchFromParams({ ...params, page: pages }), { replace: true });
  }, [data, params, pages, setSearchParams]);
  const update = (changes: Partial<BoardParams>) => setSearchParams(boardSearchFromParams({ ...params, ...changes }));
  const goTo = (target: number) => {
    if (target < 1 || target > pages || target === page) return;
    update({ page: target });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim(), location: locationText.trim(), page: 1 });
  };
  const filtered = Boolean(
    params.search || params.location || params.remoteOnly || params.department || params.employmentType,
  );

  return (
    <Container size="lg" py="xl">
      <Seo title={copy.title} description={copy.description} path="/jobs" />
      {jobFeeds && <link rel="alternate" type="application/rss+xml" title={copy.rssFeedTitle} href="/jobs/feed.xml" />}
      {jobFeeds && (
        <link rel="alternate" type="application/feed+json" title={copy.jsonFeedTitle} href="/jobs/feed.json" />
      )}
      <Stack gap="lg">
        <Title order={1}>{copy.title}</Title>
        {/* A plain GET form too: without JavaScript it asks the server for the filtered page. */}
        <form onSubmit={submit} role="search" aria-label={copy.searchFormLabel} method="get" action="/jobs">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              type="search"
              name="q"
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={searchText}
              onChange={(e) => setSearchText(e.currentTarget.value)}
              maxLength={200}
              style={{ flex: '2 1 220px' }}
            />
            <TextInput
              name="location"
              label={copy.locationLabel}
              placeholder={copy.locationPlaceholder}
              value={locationText}
              onChange={(e) => setLocationText(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: '1 1 160px' }}
            />
            <NativeSelect
              name="department"
              label={copy.departmentLabel}
              data={filterOptions(copy.allDepartments, facets?.departments ?? [], params.department)}
              value={params.department}
              onChange={(e) => update({ department: e.currentTarget.value, page: 1 })}
              style={{ flex: '1 1 180px' }}
            />
            <NativeSelect
              name="type"
              label={copy.employmentTypeLabel}
              data={filterOptions(
                copy.allEmploymentTypes,
                facets?.employmentTypes ?? [],
                params.employmentType,
                (type) => employmentTypeLabels[type] ?? type,
              )}
              value={params.employmentType}
              onChange={(e) => update({ employmentType: e.currentTarget.value, page: 1 })}
              style={{ flex: '1 1 150px' }}
            />
            <Checkbox
              name="remote"
              value="true"
              label={copy.remoteLabel}
              checked={remoteOnly}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setRemoteOnly(checked);
                update({ remoteOnly: checked, page: 1 });
              }}
              mb={10}
            />
            <Button type="submit">{copy.searchButton}</Button>
            {filtered && (
              <Button variant="ghost" onClick={() => setSearchParams(new URLSearchParams())}>
                {copy.clearFilters}
              </Button>
            )}
          </Group>
        </form>

        {isError ? (
          <Alert color="red" role="alert">
            {copy.loadError}
          </Alert>
        ) : (
          <table className={classes.table} aria-label={copy.title} aria-busy={isPending}>
            <thead>
              <tr>
                <th>{copy.columnJob}</th>
                <th style={{ width: '1%', whiteSpace: 'nowrap' }}>{copy.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {isPending &&
                Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} data-testid="job-skeleton">
                    <td>
                      <Stack gap={6}>
                        <Skeleton height={18} width="60%" />
                        {/* On phones the narrow column wraps job names onto more lines. */}
                        <Skeleton height={18} width="80%" hiddenFrom="sm" />
                        <Skeleton height={18} width="50%" hiddenFrom="sm" />
                        <Skeleton height={14} width="35%" />
                      </Stack>
                    </td>
                    <td>
                      <Skeleton height={30} width={230} />
                    </td>
                  </tr>
                ))}
              {data?.items.map((job) => {
                const name = jobDisplayName(job);
                const slug = jobSlug(job);
                return (
                  <tr key={job.id}>
                    <td>
                      <Stack gap={2}>
                        <Text component={Link} to={`/jobs/${slug}`} fw={600} c="inherit">
                          {name}
                        </Text>
                        {(job.location || job.remote) && (
                          <Group gap={6}>
                            {job.location && (
                              <Text size="sm" c="dimmed">
                                {job.location}
                              </Text>
                            )}
                            {job.remote && (
                              <Badge size="sm" variant="light">
                                {copy.remoteBadge}
                              </Badge>
                            )}
                          </Group>
                        )}
                      </Stack>
                    </td>
                    <td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          variant="outline"
                          size="small"
                          onClick={() => setDescribed(job)}
                          aria-label={`${copy.viewDescription}: ${name}`}
                        >
                          {copy.viewDescription}
                        </Button>
                        <Button
                          component={Link}
                          to={`/jobs/${slug}/apply`}
                          size="small"
                          aria-label={`${copy.apply}: ${name}`}
                        >
                          {copy.apply}
                        </Button>
                      </Group>
                    </td>
                  </tr>
                );
              })}
              {data && data.items.length === 0 && (
                <tr>
                  <td colSpan={2}>
                    <Text c="dimmed">{copy.empty}</Text>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}

        <Group justify="space-between" component="nav" aria-label="Pagination">
          <Button
            variant="outline"
            onClick={() => goTo(page - 1)}
            aria-disabled={page <= 1}
            data-inert={page <= 1 || undefined}
          >
            {copy.previous}
          </Button>
          <Text aria-live="polite">{copy.page(page, pages)}</Text>
          <Button
            variant="outline"
            onClick={() => goTo(page + 1)}
            aria-disabled={page >= pages}
            data-inert={page >= pages || undefined}
          >
            {copy.next}
          </Button>
        </Group>
        {jobFeeds && (
          <Text size="sm" c="dimmed">
            {copy.feeds}{' '}
            <Anchor href="/jobs/feed.xml" type="application/rss+xml" underline="always">
              {copy.rssFeed}
            </Anchor>
            {' · '}
            <Anchor href="/jobs/feed.json" type="application/feed+json" underline="always">
              {copy.jsonFeed}
            </Anchor>
          </Text>
        )}
      </Stack>

      <LazyModal
        opened={described !== null}
        onClose={() => setDescribed(null)}
        title={described ? jobDisplayName(described) : ''}
        size="lg"
        centered
      >
        <Stack>
          <JobDescription description={described?.description} />
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setDescribed(null)}>
              {copy.close}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Container>
  );
}
