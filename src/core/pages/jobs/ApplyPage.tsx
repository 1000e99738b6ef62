import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { jobDisplayName, jobIdFromSlug } from '../../../shared/job';
import { applicationOriginFromQuery } from '../../../shared/phone-apply';
import type { ResumePreview } from '../../../shared/resume';
import { applyCopy } from '../../../content/jobs-apply';
import { Seo } from '../../components/Seo';
import { usePlatform } from '../../platform/context';
import { InterviewReady, type ApplicationOutcome } from './InterviewReady';
import { useJob } from './queries';
import { ResumeSources } from './ResumeSources';

const copy = applyCopy;

// The confirm dialog's form, rules and submit load once a resume is being read (ResumeSources starts it), not
// with the page: most visits read the page before choosing a file, and sending needs the network anyway.
const loadConfirmApplication = () => import('./ConfirmApplication');
const ConfirmApplication = lazy(() =>
  loadConfirmApplication().then(({ ConfirmApplication }) => ({ default: ConfirmApplication })),
);

/** /jobs/{slug}/apply: resume by upload or paste, the confirm dialog, and the interview link (spec sections 2 and 4). */
export function Component() {
  const { slug } = useParams();
  const id = jobIdFromSlug(slug);
  const job = useJob(id);
  const platform = usePlatform();
  // A booth's phone link (?source=conference&event=…) tags the application; otherwise the Platform's origin.
  const { search } = useLocation();
  const origin = applicationOriginFromQuery(search) ?? platform.leadSource;
  const [preview, setPreview] = useState<ResumePreview | null>(null);
  // Whether the confirm dialog was ever shown: it stays mounted from then on.
  const [confirmShown, setConfirmShown] = useState(false);
  if (preview && !confirmShown) setConfirmShown(true);
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);

  if (!id || job.isError || (!job.isPending && !job.data)) {
    const message = !id ? copy.invalidLink : copy.jobMissing;
    return (
      <Container size="md" py="xl">
        <Seo title={message} noindex />
        <Stack>
          <Title order={1}>{message}</Title>
          <Anchor component={Link} to="/jobs">
            {copy.backToJobs}
          </Anchor>
        </Stack>
      </Container>
    );
  }

  if (job.isPending) {
    return (
      <Container size="md" py="xl">
        <Seo title={copy.loading} noindex />
        <div role="status">
          <Title order={1}>{copy.loading}</Title>
        </div>
      </Container>
    );
  }

  const title = copy.title(jobDisplayName(job.data!));
  const closed = job.data!.status !== 'Open';
  return (
    <Container size="md" py="xl">
      <Seo title={title} description={copy.metaDescription} noindex />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {outcome && <InterviewReady outcome={outcome} />}
        {closed && (
          <Alert color="yellow" role="alert">
            {copy.jobClosed}
          </Alert>
        )}
        {!outcome && !closed && (
          <ResumeSources slug={slug} onReading={() => void loadConfirmApplication()} onPreview={setPreview} />
        )}
      </Stack>
      {/* Mounted from the first resume read on, so the dialog keeps its state (and its closing) afterwards. */}
      {(preview || confirmShown) && (
        <Suspense fallback={null}>
          <ConfirmApplication
            jobId={id}
            origin={origin}
            preview={preview}
            onClose={() => setPreview(null)}
            onAnswer={(answer) => {
              setPreview(null);
              setOutcome(
                answer.isaLink
                  ? { kind: 'link', isaLink: answer.isaLink, duplicate: answer.duplicate }
                  : { kind: 'already-applied' },
              );
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
