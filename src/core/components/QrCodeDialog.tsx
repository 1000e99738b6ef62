import { Modal, Stack, Text } from '@mantine/core';
import { Button } from './Button';
import { displayUrl, QrCode } from './QrCode';

/** Offers a link to another site as a QR code, so a kiosk visitor continues on their phone. */
export function QrCodeDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title="Continue on your phone"
      centered
      zIndex={1000}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack align="center" gap="md">
        <Text ta="center">Scan this code with your phone&apos;s camera to open the page there.</Text>
        {url && <QrCode url={url} />}
        {url && (
          <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }} data-testid="qr-url">
            {displayUrl(url)}
          </Text>
        )}
        <Button onClick={onClose}>Close</Button>
      </Stack>
    </Modal>
  );
}
