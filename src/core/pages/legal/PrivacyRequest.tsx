import { Alert, Container, InputBase, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PRIVACY_DETAILS_MAX, PRIVACY_REQUEST_TYPES } from '../../../shared/privacy-request-limits';
import type { PrivacyRequestInput, PrivacyRequestReceipt } from '../../../shared/privacy-request';
import { useApi } from '../../api/useApi';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { StructuredSeo } from '../../components/StructuredSeo';
import { useFormGuard } from '../../components/useFormGuard';
import { privacyRequestCopy as copy } from '../../../content/privacy-request';
import { siteConfig } from '../../../content/site';
import { useIdempotentSubmit } from '../../forms/useIdempotentSubmit';
import { useSchemaForm } from '../../forms/useSchemaForm';

const crumbs = [{ name: copy.meta.title, path: '/privacy-request' }];

// The request's rules (zod) load once the visitor starts on the form, not with the page.
const loadPrivacyRules = () => import('../../../shared/privacy-request');

/** /privacy-request: the form posting to POST /api/privacy-requests, answering with a reference number. */
export function Component() {
  const api = useApi();
  const [receipt, setReceipt] = useState<PrivacyRequestReceipt | null>(null);
  const guard = useFormGuard();
  const { form, onSubmit } = useSchemaForm<PrivacyRequestInput>(
    () => loadPrivacyRules().then((rules) => rules.privacyRequestSchema),
    {
      fullName: '',
      email: '',
      requestType: '' as PrivacyRequestInput['requestType'],
      details: '',
    },
  );
  const submit = useIdempotentSubmit<PrivacyRequestInput, PrivacyRequestReceipt>({
    purpose: 'privacy',
    form,
    send: async (values, key) => {
      const { privacyRequestSchema } = await loadPrivacyRules();
      return api.request<PrivacyRequestReceipt>('/api/privacy-requests', {
        body: { ...privacyRequestSchema.parse(values), ...guard.values() },
        headers: { 'Idempotency-Key': key },
        fallbackError: 'We could not send your request. Please try again.',
      });
    },
    onSuccess: (answer) => {
      setReceipt(answer);
      form.reset();
      guard.restart();
    },
  });

  return (
    <Container size="sm" py="xl">
      <StructuredSeo path="/privacy-request" meta={copy.meta} crumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader heading={copy.meta.title} intro={copy.intro} />
      {receipt && (
        <Alert color="green" variant="light" title={copy.receipt.title} mb="lg" role="status">
          <Text>
            {copy.receipt.reference}{' '}
            <Text span fw={800} data-testid="privacy-reference">
              {receipt.reference}
            </Text>
            . {copy.receipt.note}
          </Text>
        </Alert>
      )}
      <Paper withBorder radius="lg" p="xl">
        <form onSubmit={onSubmit((values) => submit.mutate(values))} noValidate>
          {guard.field}
          <Stack gap="md">
            <Title order={2} size="h3">
              Your request
            </Title>
            <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('fullName')} />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <NativeSelect
              label="Request Type"
              required
              data={[
                { value: '', label: 'Choose a request type' },
                ...PRIVACY_REQUEST_TYPES.map((type) => ({ value: type, label: type })),
              ]}
              {...form.getInputProps('requestType')}
            />
            {/* A plain textarea the visitor can stretch: Mantine's Textarea brings its autosize library along. */}
            <InputBase
              component="textarea"
              multiline
              rows={4}
              styles={{ input: { resize: 'vertical' } }}
              label="Details"
              description="Optional. Tell us anything that helps us find your data, e.g. the job you applied for."
              maxLength={PRIVACY_DETAILS_MAX}
              {...form.getInputProps('details')}
            />
            {submit.isError && (
              <Alert color="red" variant="light" title="Your request was not sent" role="alert">
                {submit.error.message}
              </Alert>
            )}
            <div>
              <Button type="submit" loading={submit.isPending}>
                Submit
              </Button>
            </div>
            <Text size="sm" c="dimmed">
              {copy.alsoWrite(siteConfig.privacyEmail)}
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
