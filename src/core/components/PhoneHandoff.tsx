import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { boothCopy } from '../../content/booth';
import { phoneApplyUrl } from '../../shared/phone-apply';
import { usePlatform } from '../platform/context';
import { displayUrl, QrCode } from './QrCode';

/**
 * At a booth: a QR code that opens this job's public apply page on the visitor's phone, tagged with the
 * event, so the resume on their phone never has to touch the kiosk. Renders nothing elsewhere.
 */
export function PhoneHandoff({ slug }: { slug: string }) {
  const { booth } = usePlatform();
  if (!booth) return null;
  const url = phoneApplyUrl(booth.publicSiteUrl, slug, booth.eventName || undefined);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="phone-handoff-title">
      <Group gap="xl" wrap="nowrap" align="center">
        <QrCode url={url} size={220} />
        <Stack gap="xs">
          <Title order={2} size="h3" id="phone-handoff-title">
            {boothCopy.phone.title}
          </Title>
          <Text size="lg">{boothCopy.phone.text}</Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="phone-url">
            {displayUrl(url)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
