import {
  Alert,
  Checkbox,
  Divider,
  Group,
  Modal,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { boothCopy } from '../../../content/booth';
import type { PinVerdict } from '../../../shared/kiosk-config';
import { LEAD_RATINGS, leadsToCsv, type LeadRating } from '../../../shared/lead';
import { LEAD_NAME_MAX, LEAD_NOTES_MAX } from '../../../shared/lead-limits';
import type { LeadOutbox, QueuedItem, QueuedLeadUpdate, RecentLead } from '../../offline/lead-outbox';
import { usePlatform } from '../../platform/context';
import { Button } from '../Button';
import { toast } from '../toast';
import { useInactivity } from './useInactivity';
import { useOutboxStatus } from './useOutboxStatus';

/** The unlocked panel locks itself after this long without input, so a visitor never finds it open. */
export const STAFF_PANEL_LOCK_MS = 30_000;

/** What the booth's staff tools need from the composition root. */
export interface StaffTools {
  /** Whether a staff PIN is configured; without one the panel stays locked. */
  pinSet: boolean;
  /** Checked outside the page (Electron's main process), which also keeps the lockout after wrong PINs. */
  verifyPin(pin: string): Promise<PinVerdict>;
  /** Saves text to a file the staff member picks; resolves false when they cancelled. */
  exportFile(suggestedName: string, text: string): Promise<boolean>;
}

/**
 * Leads not yet confirmed by the API, as CSV (the same columns as the operators' export), with any
 * qualification staff queued for them applied.
 */
export function unsyncedLeadsCsv(records: QueuedItem[]): string {
  const updates = records.filter((r): r is QueuedLeadUpdate => r.kind === 'lead-update');
  return leadsToCsv(
    records.flatMap((record) => {
      if (record.kind === 'lead-update') return [];
      const { lead, queuedAt } = record;
      const key = lead.email.trim().toLowerCase();
      const qualified = updates
        .filter((u) => u.update.email.trim().toLowerCase() === key)
        .reduce((fields, { update: { email: _email, ...rest } }) => ({ ...fields, ...rest }), {});
      return [{ ...lead, ...qualified, source: lead.source ?? 'Conference', createdAt: queuedAt, updatedAt: null }];
    }),
  );
}

const staffCopy = boothCopy.staff;

/** One recent lead with the controls staff qualify it with. */
function QualifyLead({
  lead,
  interests,
  staffName,
  waiting,
  onSave,
}: {
  lead: RecentLead;
  interests: string[];
  staffName: string;
  waiting: boolean;
  onSave: (fields: { rating?: LeadRating; notes: string; interests: string[] }) => Promise<void>;
}) {
  const [rating, setRating] = useState<LeadRating | undefined>(lead.rating);
  const [notes, setNotes] = useState(lead.notes ?? '');
  const [chosen, setChosen] = useState<string[]>(lead.interests ?? []);
  const [saving, setSaving] = useState(false);
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Qualify ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>
            {name}
            {lead.company ? ` · ${lead.company}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {lead.email} · {waiting ? staffCopy.queued : staffCopy.sent}
          </Text>
        </Group>
        <SegmentedControl
          aria-label={staffCopy.rating}
          value={rating ?? ''}
          onChange={(value) => setRating(value as LeadRating)}
          data={LEAD_RATINGS.map((value) => ({ value, label: staffCopy.ratings[value] }))}
          size="lg"
        />
        <Textarea
          label={staffCopy.notes}
          value={notes}
          maxLength={LEAD_NOTES_MAX}
          rows={3}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {interests.length > 0 && (
          <Checkbox.Group label={staffCopy.interests} value={chosen} onChange={setChosen}>
            <Group gap="md" mt={4}>
              {interests.map((interest) => (
                <Checkbox key={interest} value={interest} label={interest} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group>
          <Button
            loading={saving}
            disabled={!staffName.trim()}
            onClick={() => {
              setSaving(true);
              void onSave({ rating, notes, interests: chosen }).finally(() => setSaving(false));
            }}
          >
            {staffCopy.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Staff rate and annotate the latest leads, queued or already sent; each save goes through the outbox. */
function QualifyPanel({ outbox, records }: { outbox: LeadOutbox; records: QueuedItem[] }) {
  const { booth } = usePlatform();
  const [staffName, setStaffName] = useState('');
  const recent = outbox.recentLeads();
  const waiting = new Set(
    records.flatMap((r) => (r.kind === 'lead-update' ? [] : [r.lead.email.trim().toLowerCase()])),
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {staffCopy.recentTitle}
      </Title>
      {recent.length === 0 ? (
        <Text c="dimmed">{staffCopy.recentEmpty}</Text>
      ) : (
        <>
          <TextInput
            label={staffCopy.capturedBy}
            value={staffName}
            maxLength={LEAD_NAME_MAX}
            required
            onChange={(event) => setStaffName(event.currentTarget.value)}
          />
          {recent.map((lead) => (
            <QualifyLead
              key={`${lead.email}:${lead.capturedAt}`}
              lead={lead}
              interests={booth?.interests ?? []}
              staffName={staffName}
              waiting={waiting.has(lead.email.trim().toLowerCase())}
              onSave={async (fields) => {
                await outbox.enqueueUpdate({
                  email: lead.email,
                  ...(fields.rating ? { rating: fields.rating } : {}),
                  notes: fields.notes,
                  interests: fields.interests,
                  capturedBy: staffName.trim(),
                });
                toast({ title: staffCopy.saved });
              }}
            />
          ))}
        </>
      )}
    </Stack>
  );
}

/** A wait as staff read it: '1 second', '45 seconds', '4 minutes'. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds === 1) return '1 second';
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function PinForm({ staff, onUnlock, notice }: { staff: StaffTools; onUnlock: () => void; notice: string | null }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let verdict: PinVerdict;
    try {
      verdict = await staff.verifyPin(pin);
    } catch {
      setError('The PIN could not be checked. Try again.');
      return;
    }
    if (verdict.ok) {
      onUnlock();
      return;
    }
    setPin('');
    setError(
      verdict.retryAfterMs === undefined
        ? 'Wrong PIN.'
        : `Too many wrong PINs. Try again in ${waitText(verdict.retryAfterMs)}.`,
    );
  };

  if (!staff.pinSet) {
    return (
      <Text>
        No staff PIN is set for this kiosk. Add a "staffPinHash" made by npm run kiosk:hash-pin to kiosk-config.json to
        use the staff panel.
      </Text>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        {notice && <Text size="sm">{notice}</Text>}
        <PasswordInput
          label="Staff PIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          error={error}
          onChange={(event) => setPin(event.currentTarget.value)}
          data-autofocus
        />
        <Button type="submit" disabled={pin.length < 4}>
          Unlock
        </Button>
      </Stack>
    </form>
  );
}

function QueuePanel({ outbox, staff }: { outbox: LeadOutbox; staff: StaffTools }) {
  const status = useOutboxStatus(outbox);
  const [records, setRecords] = useState<QueuedItem[]>([]);
  const refresh = useCallback(() => void outbox.list().then(setRecords), [outbox]);
  useEffect(() => {
    refresh();
    return outbox.subscribe(refresh);
  }, [outbox, refresh]);

  const exportLeads = async () => {
    const name = `isa-unsynced-leads-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`;
    try {
      if (await staff.exportFile(name, unsyncedLeadsCsv(records))) {
        // A refused lead is never sent again: once it is in the staff's file it leaves the kiosk.
        const refused = records.filter((record) => record.rejected).map((record) => record.key);
        if (refused.length > 0) await outbox.clearRejected(refused);
        toast({ title: 'Export saved', message: `${records.length} unsynced leads written to ${name}.` });
      }
    } catch (error) {
      toast({ title: 'Export failed', message: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <Stack gap="md">
      <Text role="status">
        {status.pending === 0 ? 'Every lead is synced.' : `${status.pending} waiting to sync.`}
        {status.rejected > 0 &&
          ` ${status.rejected} refused by the server (exporting them removes them from this kiosk; unexported ones are deleted after 30 days).`}
        {status.lastSyncedAt && ` Last sync: ${new Date(status.lastSyncedAt).toLocaleTimeString()}.`}
      </Text>
      {status.lastError && (
        <Alert color="orange" title="Last error">
          {status.lastError}
        </Alert>
      )}
      {records.length > 0 && (
        <Table.ScrollContainer minWidth={500} maxHeight={320}>
          <Table striped aria-label="Leads waiting to sync">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Captured</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record) => (
                <Table.Tr key={record.key}>
                  <Table.Td>{new Date(record.queuedAt).toLocaleTimeString()}</Table.Td>
                  <Table.Td>
                    {record.kind === 'lead-update'
                      ? `Qualification${record.update.rating ? ` (${record.update.rating})` : ''}`
                      : `${record.lead.firstName} ${record.lead.lastName}`}
                  </Table.Td>
                  <Table.Td>{record.kind === 'lead-update' ? record.update.email : record.lead.email}</Table.Td>
                  <Table.Td>{record.attempts}</Table.Td>
                  <Table.Td>{record.rejected ? `Refused: ${record.lastError ?? ''}` : 'Waiting'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm">
        <Button onClick={() => void outbox.syncNow()} loading={status.syncing}>
          Sync now
        </Button>
        <Button variant="outline" onClick={() => void exportLeads()} disabled={records.length === 0}>
          Export unsynced leads
        </Button>
        {status.rejected > 0 && (
          <Button variant="destructive" onClick={() => void outbox.clearRejected()}>
            Remove refused leads
          </Button>
        )}
      </Group>
      <Divider />
      <QualifyPanel outbox={outbox} records={records} />
    </Stack>
  );
}

/**
 * The booth staff's panel behind the PIN: the queue, 'Sync now' and the export of unsynced leads. Once
 * unlocked it locks itself again after 30 s without input, and whenever it is closed.
 */
export function StaffPanel({
  opened,
  onClose,
  outbox,
  staff,
}: {
  opened: boolean;
  onClose: () => void;
  outbox: LeadOutbox;
  staff: StaffTools;
}) {
  const [unlocked, setUnlocked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useInactivity(opened && unlocked, STAFF_PANEL_LOCK_MS, () => {
    setUnlocked(false);
    setNotice('Locked after 30 seconds without input.');
  });
  const close = () => {
    setUnlocked(false);
    setNotice(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Staff panel"
      centered
      size="xl"
      zIndex={1050}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {unlocked ? (
        <QueuePanel outbox={outbox} staff={staff} />
      ) : (
        <PinForm
          staff={staff}
          notice={notice}
          onUnlock={() => {
            setNotice(null);
            setUnlocked(true);
          }}
        />
      )}
    </Modal>
  );
}
