import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createLeadOutbox } from '../../offline/lead-outbox';
import { memoryStorage, render } from '../../test/render';
import { IdleGuard } from './IdleGuard';
import { KioskChrome, syncStatusText } from './KioskChrome';
import { createQrLinkStore } from './qr-link-store';
import { unsyncedLeadsCsv } from './StaffPanel';

function offlineOutbox() {
  return createLeadOutbox({
    storage: memoryStorage(),
    send: async () => undefined,
    isOnline: () => false,
    onOnlineChange: () => () => undefined,
  });
}

describe('sync status', () => {
  it('counts waiting and refused leads', () => {
    expect(syncStatusText(0, 0)).toBe('All leads synced');
    expect(syncStatusText(1, 0)).toBe('1 lead waiting to sync');
    expect(syncStatusText(3, 1)).toBe('3 leads waiting to sync, 1 refused');
  });
});

describe('IdleGuard', () => {
  it('asks after the idle timeout once someone used the screen, then resets unless answered', async () => {
    const onReset = vi.fn();
    render(<IdleGuard timeoutSeconds={0.3} promptSeconds={1.5} onReset={onReset} />);
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByText('Still there?')).not.toBeInTheDocument();

    fireEvent.pointerDown(window);
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('keeps the session when the visitor answers', async () => {
    const onReset = vi.fn();
    render(<IdleGuard timeoutSeconds={2} promptSeconds={2} onReset={onReset} />);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.click(await screen.findByRole('button', { name: "I'm still here" }, { timeout: 4000 }));
    // Past the answered prompt's deadline, before any new idle period could end.
    await new Promise((r) => setTimeout(r, 2300));
    expect(onReset).not.toHaveBeenCalled();
  });
});

describe('KioskChrome', () => {
  it('shows waiting leads, unlocks the staff panel with the PIN only, and exports the queue', async () => {
    const outbox = offlineOutbox();
    await outbox.enqueue({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', source: 'Conference' });
    const exported: Array<{ name: string; text: string }> = [];
    const user = userEvent.setup();
    render(
      <KioskChrome
        outbox={outbox}
        qrLinks={createQrLinkStore()}
        idleTimeoutSeconds={90}
        onIdleReset={() => undefined}
        staff={{
          pinSet: true,
          verifyPin: async (pin) => ({ ok: pin === '2468' }),
          exportFile: async (name, text) => {
            exported.push({ name, text });
            return true;
          },
        }}
      />,
    );
    expect(await screen.findByText(/1 lead waiting to sync/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Staff' }));
    await user.type(await screen.findByLabelText('Staff PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Wrong PIN.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Staff PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('table', { name: 'Leads waiting to sync' })).toHaveTextContent('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Export unsynced leads' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(exported[0]!.name).toMatch(/^isa-unsynced-leads-.*\.csv$/);
    expect(exported[0]!.text.split('\r\n')[1]).toMatch(/^ada@example\.com,Ada,L,,,Conference,,,,,,,,,\d{4}-/);
  });

  it('shows a QR code for an outside link and closes it', async () => {
    const qrLinks = createQrLinkStore();
    const staff = { pinSet: false, verifyPin: async () => ({ ok: false }), exportFile: async () => false };
    render(
      <KioskChrome
        outbox={offlineOutbox()}
        qrLinks={qrLinks}
        staff={staff}
        idleTimeoutSeconds={90}
        onIdleReset={() => undefined}
      />,
    );
    act(() => qrLinks.open('https://calendly.com/isa/demo'));
    const image = await screen.findByRole('img', { name: 'QR code for https://calendly.com/isa/demo' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('calendly.com/isa/demo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(qrLinks.get()).toBeNull();
  });
});

describe('unsyncedLeadsCsv', () => {
  it('writes the operators’ columns with the capture time', () => {
    const csv = unsyncedLeadsCsv([
      {
        key: 'k',
        idempotencyKey: 'lead-1',
        lead: { firstName: 'A', lastName: 'B', email: 'a@b.co', event: 'Expo' },
        queuedAt: '2026-11-22T10:00:00.000Z',
        attempts: 2,
      },
    ]);
    expect(csv).toBe(
      'Email,First name,Last name,Phone,Company,Source,Event,Rating,Notes,Interests,Captured by,Marketing consent,Consent version,Consent time,Created,Updated\r\n' +
        'a@b.co,A,B,,,Conference,Expo,,,,,,,,2026-11-22T10:00:00.000Z,\r\n',
    );
  });
});
