// What the lead form shows once a lead is sent; loaded while it is on its way.
import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/Button';
import { LazyModal } from '../../components/LazyModal';
import { ExternalLink } from '../../components/ExternalLink';
import { TOAST_MS, toast } from '../../components/toast';
import { hireIsaCopy } from '../../../content/hire-isa';
import { siteConfig } from '../../../content/site';

const copy = hireIsaCopy.dialog;

async function copyPromoCode() {
  try {
    await navigator.clipboard.writeText(siteConfig.promoCode);
    toast({ title: copy.copied, durationMs: TOAST_MS.promoCopied });
  } catch {
    toast({ title: copy.copyFailed, message: siteConfig.promoCode, variant: 'destructive' });
  }
}

/** The 'You're all set' dialog after a lead: the wizard link, the promo code with a copy button, Close. */
export function AllSetDialog({
  opened,
  existingLead,
  onClose,
}: {
  opened: boolean;
  existingLead: boolean;
  onClose: () => void;
}) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={copy.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        <Text>{existingLead ? copy.existingLead : copy.newLead}</Text>
        <Button component={ExternalLink} href={siteConfig.getStartedUrl} variant="premium">
          {copy.wizardLink}
        </Button>
        <Group gap="sm" align="center">
          <Text fw={600} id="promo-code-label">
            {copy.promoLabel}:
          </Text>
          <Code fz="lg" aria-labelledby="promo-code-label" data-testid="promo-code">
            {siteConfig.promoCode}
          </Code>
          <Button variant="outline" size="small" onClick={() => void copyPromoCode()}>
            {copy.copy}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {copy.close}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}

/** The thanks above the emptied form. */
export function LeadSentNotice() {
  return (
    <Alert color="green" role="status" title="Thank you">
      {hireIsaCopy.thankYou}
    </Alert>
  );
}
