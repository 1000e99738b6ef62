import {
  Alert,
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ApplicationAnswer } from '../../../shared/application';
import { ownInterviewPath } from '../../../shared/interview';
import { jobDisplayName, jobIdFromSlug } from '../../../shared/job';
import { RESUME_ACCEPT, resumeFileProblem, type ResumePreview } from '../../../shared/resume';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button';
import { PhoneHandoff } from '../../components/PhoneHandoff';
import { boothCopy } from '../../../content/booth';
import { applicationOriginFromQuery } from '../../../shared/phone-apply';
import { LazyModal } from '../../components/LazyModal';
import { ExternalLink } from '../../components/ExternalLink';
import { Seo } from '../../components/Seo';
import { useFormGuard } from '../../components/useFormGuard';
import { jobsCopy } from '../../../content/jobs';
import { usePlatform } from '../../platform/context';
import { useJob } from './queries';
import { randomId } from '../../api/random-id';

// The application rules (zod's parser, about 7 kB gzip) load once a resume was read, not with the page.
const loadApplicationRules = () => import('../../../shared/application');

const copy = jobsCopy.apply;

interface ContactForm {
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  contactLinkedIn: string;
}

type Outcome = { kind: 'link'; isaLink: string; duplicate: boolean } | { kind: 'already-applied' };

const EMPTY_CONTACT: ContactForm = {
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
  contactPhone: '',
  contactLinkedIn: '',
};

function fileLabel(file: File): string {
  return `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)`;
}

/** /jobs/{slug}/apply: resume by upload or paste, the confirm dialog, and the interview link (spec sections 2 and 4). */
export function Component() {
  const { slug } = useParams();
  const id = jobIdFromSlug(slug);
  const job = useJob(id);
  const api = useApi();
  const platform = usePlatform();
  // A booth's phone link (?source=conference&event=…) tags the application; otherwise the Platform's origin.
  const { search } = useLocation();
  const origin = applicationOriginFromQuery(search) ?? platform.leadSource;
  // A shared terminal never opens the OS file dialog: no file input there at all.
  const filePicker = platform.filePicker !== false;
  const fileInput = useRef<HTMLInputElement>(null);
  const submission = useRef<{ payload: string; key: string } | null>(null);

  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');
  const [resumeText, setResumeText] = useState('');
  const [contact, setContact] = useState<ContactForm>(EMPTY_CONTACT);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ContactForm, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Where links go out as QR codes (the kiosk), this site's own interview runs right here instead.
  const ownInterview =
    outcome?.kind === 'link' && platform.externalLinkMode === 'qr-code'
      ? ownInterviewPath(outcome.isaLink, platform.apiBaseUrl || window.location.origin)
      : null;

  const preview = useMutation({
    mutationFn: (source: { file: File } | { text: string }) => {
      const form = new FormData();
      if ('file' in source) form.set('file', source.file);
      else form.set('resumeText', source.text);
      return api.request<ResumePreview>('/api/applications/preview', {
        method: 'POST',
        body: form,
        fallbackError: 'file' in source ? copy.previewFileFallback : copy.previewTextFallback,
      });
    },
    onSuccess: (result) => {
      const info = result.contact_info;
      setResumeText(result.formatted_text);
      setContact({
        contactFirstName: info.first_name ?? '',
        contactLastName: info.last_name ?? '',
        contactEmail: info.email ?? '',
        contactPhone: info.phone ?? '',
        contactLinkedIn: info.linkedin_url ?? '',
      });
      setFieldErrors({});
      submit.reset();
      setConfirming(true);
      void loadApplicationRules();
    },
  });

  const guard = useFormGuard();
  const submit = useMutation({
    mutationFn: (values: Record<string, string>) => {
      const payload = JSON.stringify(values);
      if (submission.current?.payload !== payload) submission.current = { payload, key: randomId() };
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.set(key, value);
      for (const [key, value] of Object.entries(guard.values())) form.set(key, String(value));
      return api.request<ApplicationAnswer>('/api/applications', {
        method: 'POST',
        body: form,
        headers: { 'Idempotency-Key': submission.current.key },
        fallbackError: copy.submitFallback,
      });
    },
    onSuccess: (answer) => {
      setConfirming(false);
      if (answer.isaLink) setOutcome({ kind: 'link', isaLink: answer.isaLink, duplicate: answer.duplicate });
      else setOutcome({ kind: 'already-applied' });
    },
  });

  const choose = (chosen: File | undefined | null) => {
    preview.reset();
    if (!chosen) return;
    const problem = resumeFileProblem(chosen);
    setFileProblem(problem);
    setFile(problem ? null : chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!id) return;
    void loadApplicationRules().then(({ applicationSchema, CONSENT_VERSION }) => {
      const values = {
        jobId: id,
        source: origin.source,
        ...(origin.event ? { event: origin.event } : {}),
        resumeText,
        ...contact,
        consentVersion: CONSENT_VERSION,
      };
      const checked = applicationSchema.safeParse(values);
      if (!checked.success) {
        const errors: Partial<Record<keyof ContactForm, string>> = {};
        for (const issue of checked.error.issues) {
          const key = issue.path[0] as keyof ContactForm;
          errors[key] ??= issue.message;
        }
        setFieldErrors(errors);
        return;
      }
      setFieldErrors({});
      submit.mutate(values);
    });
  };

  /** Value, change handler and error of one contact field; editing a field clears its error. */
  const fieldProps = (key: keyof ContactForm) => ({
    value: contact[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setContact((current) => ({ ...current, [key]: value }));
      setFieldErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: fieldErrors[key],
  });

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
  const busy = preview.isPending;
  const closed = job.data!.status !== 'Open';

  return (
    <Container size="md" py="xl">
      <Seo title={title} description={copy.metaDescription} noindex />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>

        {outcome?.kind === 'link' && (
          <Paper withBorder p="xl" radius="md" role="region" aria-labelledby="interview-ready">
            <Stack>
              <Title order={2} id="interview-ready">
                {copy.linkReadyTitle}
              </Title>
              {outcome.duplicate && (
                <Alert color="yellow" variant="light">
                  {copy.alreadyAppliedNote}
                </Alert>
              )}
              <Text>{copy.linkReadyText}</Text>
              <Group>
                {ownInterview ? (
                  // A kiosk runs this site's interview itself, and offers the link to the phone as a QR code.
                  <>
                    <Button component={Link} to={ownInterview} variant="premium" size="large">
                      {copy.startInterview}
                    </Button>
                    <Button component={ExternalLink} href={outcome.isaLink} variant="outline" size="large">
                      {copy.continueOnPhone}
                    </Button>
                  </>
                ) : (
                  <Button component={ExternalLink} href={outcome.isaLink} variant="premium" size="large">
                    {copy.startInterview}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        )}

        {outcome?.kind === 'already-applied' && (
          <Alert color="yellow" title={copy.alreadyAppliedTitle} role="alert">
            {copy.alreadyAppliedText}
          </Alert>
        )}

        {closed && (
          <Alert color="yellow" role="alert">
            {copy.jobClosed}
          </Alert>
        )}

        {!outcome && !closed && (
          <>
            {preview.isError && (
              <Alert color="red" title={copy.errorTitle} role="alert">
                {preview.error.message}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {filePicker ? (
                <Paper withBorder p="lg" radius="md">
                  <Stack>
                    <Title order={2} size="h4">
                      {copy.uploadTitle}
                    </Title>
                    <Paper
                      component="label"
                      htmlFor="resume-file"
                      withBorder
                      p="lg"
                      radius="md"
                      onDragOver={(event: DragEvent) => {
                        event.preventDefault();
                        setDragging(true);
                      }}
                      onDragLeave={() => setDragging(false)}
                      onDrop={onDrop}
                      style={{
                        borderStyle: 'dashed',
                        cursor: 'pointer',
                        textAlign: 'center',
                        background: dragging ? 'var(--mantine-color-brand-light)' : undefined,
                      }}
                      data-testid="resume-dropzone"
                    >
                      <Text fw={500}>{file ? fileLabel(file) : copy.dropPrompt}</Text>
                      <Text size="sm" c="dimmed">
                        {file ? copy.chooseAnother : copy.uploadHint}
                      </Text>
                      <VisuallyHidden>
                        <input
                          ref={fileInput}
                          id="resume-file"
                          type="file"
                          accept={RESUME_ACCEPT}
                          aria-label="Resume file"
                          onChange={(event) => choose(event.currentTarget.files?.[0])}
                        />
                      </VisuallyHidden>
                    </Paper>
                    {fileProblem && (
                      <Text c="red" size="sm" role="alert">
                        {fileProblem}
                      </Text>
                    )}
                    <Button
                      disabled={!file || busy}
                      loading={busy && preview.variables && 'file' in preview.variables}
                      onClick={() => file && preview.mutate({ file })}
                    >
                      {copy.uploadButton}
                    </Button>
                  </Stack>
                </Paper>
              ) : (
                <Stack>
                  <Text size="lg">{boothCopy.pasteOnly}</Text>
                  {slug && <PhoneHandoff slug={slug} />}
                </Stack>
              )}
              <Paper withBorder p="lg" radius="md">
                <Stack>
                  <Title order={2} size="h4">
                    {copy.pasteTitle}
                  </Title>
                  <Textarea
                    label={copy.pasteLabel}
                    placeholder={copy.pastePlaceholder}
                    value={pasted}
                    onChange={(event) => setPasted(event.currentTarget.value)}
                    rows={8}
                    maxLength={100_000}
                  />
                  <Button
                    disabled={!pasted.trim() || busy}
                    loading={busy && preview.variables && 'text' in preview.variables}
                    onClick={() => preview.mutate({ text: pasted })}
                  >
                    {copy.pasteButton}
                  </Button>
                </Stack>
              </Paper>
            </SimpleGrid>
          </>
        )}
      </Stack>

      <LazyModal
        opened={confirming}
        onClose={() => !submit.isPending && setConfirming(false)}
        title={copy.confirmTitle}
        size="lg"
        centered
      >
        <form onSubmit={onConfirm} noValidate>
          {guard.field}
          <Stack>
            {submit.isError && (
              <Alert color="red" title={copy.errorTitle} role="alert">
                {submit.error.message}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={copy.firstName}
                {...fieldProps('contactFirstName')}
                maxLength={50}
                autoComplete="given-name"
              />
              <TextInput
                label={copy.lastName}
                {...fieldProps('contactLastName')}
                maxLength={50}
                autoComplete="family-name"
              />
            </SimpleGrid>
            <TextInput label={copy.email} type="email" {...fieldProps('contactEmail')} autoComplete="email" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={copy.phone} type="tel" {...fieldProps('contactPhone')} autoComplete="tel" />
              <TextInput label={copy.linkedIn} {...fieldProps('contactLinkedIn')} />
            </SimpleGrid>
            <Textarea label={copy.previewLabel} value={resumeText} readOnly rows={8} />
            <Text size="sm" c="dimmed">
              {copy.consent}{' '}
              <Anchor component={Link} to="/legal/candidate-notice" target="_blank" size="sm">
                {copy.candidateNotice}
              </Anchor>
            </Text>
            <Group justify="flex-end">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={submit.isPending}>
                {copy.cancel}
              </Button>
              <Button
                type="submit"
                disabled={submit.isPending || !contact.contactEmail.trim()}
                loading={submit.isPending}
              >
                {copy.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </LazyModal>
    </Container>
  );
}
