import { Anchor, Checkbox, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Seo } from '../../components/Seo';
import { TOAST_MS, toast } from '../../components/toast';
import { useFormGuard } from '../../components/useFormGuard';
import { hireIsaCopy as copy } from '../../../content/hire-isa';
import type { BadgeContact } from '../../../shared/badge';
import { usePlatform } from '../../platform/context';
import type { LeadFormValues } from '../../../shared/lead';
import { LEAD_NAME_MAX } from '../../../shared/lead-limits';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { IsaIllustration } from './IsaIllustration';
import { loadLeadRules, loadLeadSent } from './lead-form-parts';
import { useSubmitLead } from './useSubmitLead';

// The badge scan loads only where a camera is offered (the kiosk).
const BadgeScan = lazy(() => import('../../components/kiosk/BadgeScan'));
const AllSetDialog = lazy(() => loadLeadSent().then(({ AllSetDialog }) => ({ default: AllSetDialog })));
const LeadSentNotice = lazy(() => loadLeadSent().then(({ LeadSentNotice }) => ({ default: LeadSentNotice })));

const EMPTY: LeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  marketingConsent: false,
};

/** /hire-isa: the lead form (spec sections 2 and 5). */
export function Component() {
  const { form, loadRules, onSubmit } = useSchemaForm(
    () => loadLeadRules().then((rules) => rules.leadFormSchema),
    EMPTY,
  );
  const guard = useFormGuard();
  const submitLead = useSubmitLead(guard.values, {
    form,
    onSuccess: (answer) => {
      toast({ title: copy.toastTitle, message: copy.toastMessage, durationMs: TOAST_MS.lead });
      form.reset();
      guard.restart();
      setLeadsSent((count) => count + 1);
      setDone({ existingLead: answer.status === 'updated' });
      setDialogOpen(true);
    },
    onError: (error) => {
      console.error(`Lead submit failed: ${(error as { status?: number }).status ?? 'network'}`);
      toast({ title: copy.errorTitle, message: error.message, variant: 'destructive' });
    },
  });
  const [done, setDone] = useState<{ existingLead: boolean } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each lead sent starts the next visitor's form afresh, the badge scan's messages too.
  const [leadsSent, setLeadsSent] = useState(0);
  const { camera } = usePlatform();

  const fillFromBadge = (contact: BadgeContact) => {
    form.setValues(Object.fromEntries(Object.entries(contact).filter(([, value]) => value)));
    void loadRules().then(() => form.validate());
  };

  const handleSubmit = onSubmit((values) => {
    // What shows once the lead is sent arrives while it is on its way.
    void loadLeadSent();
    submitLead.mutate(values);
  });

  const busy = submitLead.isPending;
  return (
    <Container size="lg" py="xl">
      <Seo title={copy.title} description={copy.description} path="/hire-isa" />
      {/* SimpleGrid (already loaded by the layout) rather than Grid, which costs ~2 kB gzip on this page alone. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        <div>
          <Stack gap="md">
            <Title order={1}>{copy.title}</Title>
            <Text size="lg">{copy.intro}</Text>
            <IsaIllustration label={copy.imageAlt} />
          </Stack>
        </div>
        <div>
          <Paper withBorder p="lg" radius="md">
            <form onSubmit={handleSubmit} noValidate aria-label="Hire ISA">
              {guard.field}
              <Stack gap="sm">
                {camera && (
                  <Suspense fallback={null}>
                    <BadgeScan key={leadsSent} camera={camera} onContact={fillFromBadge} />
                  </Suspense>
                )}
                {done && (
                  <Suspense fallback={null}>
                    <LeadSentNotice />
                  </Suspense>
                )}
                <TextInput
                  label={copy.fields.firstName}
                  required
                  autoComplete="given-name"
                  maxLength={LEAD_NAME_MAX}
                  key={form.key('firstName')}
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  label={copy.fields.lastName}
                  required
                  autoComplete="family-name"
                  maxLength={LEAD_NAME_MAX}
                  key={form.key('lastName')}
                  {...form.getInputProps('lastName')}
                />
                <TextInput
                  label={copy.fields.email}
                  type="email"
                  required
                  autoComplete="email"
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label={copy.fields.phone}
                  type="tel"
                  autoComplete="tel"
                  key={form.key('phone')}
                  {...form.getInputProps('phone')}
                />
                <TextInput
                  label={copy.fields.company}
                  autoComplete="organization"
                  key={form.key('company')}
                  {...form.getInputProps('company')}
                />
                <Checkbox
                  label={
                    <>
                      {copy.marketingConsent}{' '}
                      <Anchor component={Link} to="/legal/privacy" inherit underline="always">
                        {copy.privacyPolicy}
                      </Anchor>
                      .
                    </>
                  }
                  key={form.key('marketingConsent')}
                  {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
                />
                <Button type="submit" disabled={busy} aria-busy={busy}>
                  {busy ? copy.submitting : copy.submit}
                </Button>
              </Stack>
            </form>
          </Paper>
        </div>
      </SimpleGrid>
      {done && (
        <Suspense fallback={null}>
          <AllSetDialog opened={dialogOpen} existingLead={done.existingLead} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
