import { Anchor, Badge, Container, Group, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { jobHead } from '../../../shared/job-posting';
import { jobDisplayName, jobIdFromSlug, jobSlug, jobPayText } from '../../../shared/job';
import { Button } from '../../components/Button';
import { PhoneHandoff } from '../../components/PhoneHandoff';
import { publicBaseUrl, Seo } from '../../components/Seo';
import { boardCopy, employmentTypeLabels, jobCopy } from '../../../content/jobs-board';
import { JobDescription } from './JobDescription';
import { useJob } from './queries';

const copy = jobCopy;

/** /jobs/{slug}: a job's title, description and Apply button; a slug without an id goes back to /jobs. */
export function Component() {
  const { slug } = useParams();
  const id = jobIdFromSlug(slug);
  const { data: job, isPending, isError } = useJob(id);

  // The server put this job's head tags into the HTML; from here on the page manages its own.
  useEffect(() => {
    document.head.querySelectorAll('[data-ssr]').forEach((node) => node.remove());
  }, []);

  if (!id) return <Navigate to="/jobs" replace />;

  if (isPending || isError || !job) {
    const message = isPending && !isError ? copy.loading : copy.notFound;
    return (
      <Container size="md" py="xl">
        <Seo title={message} noindex />
        <Stack>
          <div role={isError ? 'alert' : 'status'}>
            <Title order={1}>{message}</Title>
          </div>
          <Anchor component={Link} to="/jobs">
            {copy.backToJobs}
          </Anchor>
        </Stack>
      </Container>
    );
  }

  const title = jobDisplayName(job, copy.fallbackTitle);
  const path = `/jobs/${jobSlug(job)}`;
  const details = [
    job.location,
    job.department,
    job.employmentType && employmentTypeLabels[job.employmentType],
    jobPayText(job),
  ];
  return (
    <Container size="md" py="xl">
      <Seo {...jobHead(job, publicBaseUrl())} />
      <Stack gap="lg">
        <Anchor component={Link} to="/jobs" size="sm">
          ← {copy.backToJobs}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          {details.filter(Boolean).map((detail) => (
            <Badge key={detail as string} variant="light" color="gray">
              {detail}
            </Badge>
          ))}
          {job.remote && <Badge variant="light">{boardCopy.remoteBadge}</Badge>}
        </Group>
        <JobDescription description={job.description} />
        <Group>
          <Button component={Link} to={`${path}/apply`} size="large">
            {copy.apply}
          </Button>
        </Group>
        {job.status === 'Open' && <PhoneHandoff slug={jobSlug(job)} />}
      </Stack>
    </Container>
  );
}
