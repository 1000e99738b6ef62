import { Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import type { LeadOutbox } from '../../offline/lead-outbox';
import { Button } from '../Button';
import { QrCodeDialog } from '../QrCodeDialog';
import { IdleGuard } from './IdleGuard';
import type { QrLinkStore } from './qr-link-store';
import { StaffPanel, type StaffTools } from './StaffPanel';
import { useOutboxStatus } from './useOutboxStatus';

export interface KioskChromeProps {
  outbox: LeadOutbox;
  qrLinks: QrLinkStore;
  staff: StaffTools;
  idleTimeoutSeconds: number;
  /** Clears everything a visitor left behind and returns to the start screen. */
  onIdleReset: () => void;
}

/** The words of the sync status, e.g. '3 leads waiting to sync'. */
export function syncStatusText(pending: number, rejected: number): string {
  if (pending === 0 && rejected === 0) return 'All leads synced';
  const parts = [];
  if (pending > 0) parts.push(`${pending} ${pending === 1 ? 'lead' : 'leads'} waiting to sync`);
  if (rejected > 0) parts.push(`${rejected} refused`);
  return parts.join(', ');
}

function SyncStatus({ outbox, onOpenStaff }: { outbox: LeadOutbox; onOpenStaff: () => void }) {
  const status = useOutboxStatus(outbox);
  const attention = status.pending > 0 || status.rejected > 0;
  return (
    <Paper
      withBorder
      shadow="xs"
      px="sm"
      py={4}
      radius="xl"
      style={{ position: 'fixed', left: 12, bottom: 12, zIndex: 150, opacity: attention ? 1 : 0.75 }}
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" role="status" aria-label="Lead sync status" data-testid="sync-status">
          {syncStatusText(status.pending, status.rejected)}
          {attention && status.lastError ? ` · ${status.lastError}` : ''}
        </Text>
        <Button variant="ghost" size="small" onClick={onOpenStaff}>
          Staff
        </Button>
      </Group>
    </Paper>
  );
}

/** What the kiosk adds around every page: idle guard, sync status, staff panel and the QR code dialog. */
export function KioskChrome({ outbox, qrLinks, staff, idleTimeoutSeconds, onIdleReset }: KioskChromeProps) {
  const qrUrl = useSyncExternalStore(qrLinks.subscribe, qrLinks.get, qrLinks.get);
  const [staffOpen, setStaffOpen] = useState(false);
  return (
    <>
      <IdleGuard timeoutSeconds={idleTimeoutSeconds} onReset={onIdleReset} />
      <SyncStatus outbox={outbox} onOpenStaff={() => setStaffOpen(true)} />
      <StaffPanel opened={staffOpen} onClose={() => setStaffOpen(false)} outbox={outbox} staff={staff} />
      <QrCodeDialog url={qrUrl} onClose={qrLinks.close} />
    </>
  );
}
