import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationAnswer } from '../../../shared/application';
import type { ResumePreview } from '../../../shared/resume';
import { applyCopy } from '../../../content/jobs-apply';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button';
import { LazyModal } from '../../components/LazyModal';
import { useFormGuard } from '../../components/useFormGuard';
import { useIdempotentSubmit } from '../../forms/useIdempotentSubmit';
import { useSchemaForm } from '../../forms/useSchemaForm';

const copy = applyCopy;

// The application rules (zod's parser, about 7 kB gzip) load once a resume was read, not with the page.
const loadApplicationRules = () => import('../../../shared/application');

/** The application as the confirm form holds it: the read resume and contact details, where it came from. */
type ApplicationValues = {
  jobId: string;
  source: string;
  event?: string;
  resumeText: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  contactLinkedIn: string;
};

/** The form's values for a resume the API read, to apply to `jobId` from `origin`. */
function valuesFromPreview(jobId: string, origin: { source: string; event?: string }, preview: ResumePreview) {
  const info = preview.contact_info;
  return {
    jobId,
    source: origin.source,
    ...(origin.event ? { event: origin.event } : {}),
    resumeText: preview.formatted_text,
    contactFirstName: info.first_name ?? '',
    contactLastName: info.last_name ?? '',
    contactEmail: info.email ?? '',
    contactPhone: info.phone ?? '',
    contactLinkedIn: info.linkedin_url ?? '',
  };
}

const NOTHING_READ: ResumePreview = {
  formatted_text: '',
  contact_info: { first_name: null, last_name: null, email: null, phone: null, linkedin_url: null },
};

export interface ConfirmApplicationProps {
  jobId: string;
  origin: { source: string; event?: string };
  /** The resume the API read; the dialog is open while there is one. */
  preview: ResumePreview | null;
  onClose(): void;
  onAnswer(answer: ApplicationAnswer): void;
}

/** The confirm dialog: the contact details read from the resume, editable, then the application sent once. */
export function ConfirmApplication({ jobId, origin, preview, onClose, onAnswer }: ConfirmApplicationProps) {
  const api = useApi();
  const guard = useFormGuard();
  const { form, loadRules, onSubmit } = useSchemaForm<ApplicationValues>(
    () => loadApplicationRules().then((rules) => rules.applicationSchema),
    valuesFromPreview(jobId, origin, NOTHING_READ),
  );
  const submit = useIdempotentSubmit<ApplicationValues, ApplicationAnswer>({
    purpose: 'application',
    form,
    send: async (values, key) => {
      const { CONSENT_VERSION } = await loadApplicationRules();
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...values, consentVersion: CONSENT_VERSION }))
        if (value) body.set(name, value);
      for (const [name, value] of Object.entries(guard.values())) body.set(name, String(value));
      return api.request<ApplicationAnswer>('/api/applications', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        fallbackError: copy.submitFallback,
      });
    },
    onSuccess: onAnswer,
  });

  // A new resume read: its details fill the form afresh, with the rules loading meanwhile.
  const { setValues, clearErrors } = form;
  const { reset: resetSubmit } = submit;
  useEffect(() => {
    if (!preview) return;
    setValues(valuesFromPreview(jobId, origin, preview));
    clearErrors();
    resetSubmit();
    void loadRules();
    // origin is read once per preview, not tracked as it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preview, jobId]);

  const submitForm = onSubmit((values) => submit.mutate(values));
  const close = () => !submit.isPending && onClose();
  return (
    <LazyModal opened={preview !== null} onClose={close} title={copy.confirmTitle} size="lg" centered>
      <form onSubmit={submitForm} noValidate>
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
              {...form.getInputProps('contactFirstName')}
              maxLength={50}
              autoComplete="given-name"
            />
            <TextInput
              label={copy.lastName}
              {...form.getInputProps('contactLastName')}
              maxLength={50}
              autoComplete="family-name"
            />
          </SimpleGrid>
          <TextInput label={copy.email} type="email" {...form.getInputProps('contactEmail')} autoComplete="email" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={copy.phone} type="tel" {...form.getInputProps('contactPhone')} autoComplete="tel" />
            <TextInput label={copy.linkedIn} {...form.getInputProps('contactLinkedIn')} />
          </SimpleGrid>
          <Textarea label={copy.previewLabel} value={form.values.resumeText} readOnly rows={8} />
          <Text size="sm" c="dimmed">
            {copy.consent}{' '}
            <Anchor component={Link} to="/legal/candidate-notice" target="_blank" size="sm">
              {copy.candidateNotice}
            </Anchor>
          </Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={submit.isPending}>
              {copy.cancel}
            </Button>
            <Button
              type="submit"
              disabled={submit.isPending || !form.values.contactEmail.trim()}
              loading={submit.isPending}
            >
              {copy.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
