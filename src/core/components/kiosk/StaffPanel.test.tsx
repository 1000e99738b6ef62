import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeadOutbox } from '../../offline/lead-outbox';
import { memoryStorage, render } from '../../test/render';
import type { PinVerdict } from '../../../shared/kiosk-config';
import { STAFF_PANEL_LOCK_MS, StaffPanel, waitText, type StaffTools } from './StaffPanel';

function renderPanel(verifyPin: (pin: string) => Promise<PinVerdict>) {
  const outbox = createLeadOutbox({
    storage: memoryStorage(),
    send: async () => undefined,
    isOnline: () => false,
    onOnlineChange: () => () => undefined,
  });
  const staff: StaffTools = { pinSet: true, verifyPin, exportFile: async () => true };
  return render(<StaffPanel opened onClose={() => undefined} outbox={outbox} staff={staff} />);
}

/** Types a PIN and presses Unlock, letting the verdict's promise settle. */
async function unlockWith(pin: string) {
  fireEvent.change(screen.getByLabelText('Staff PIN'), { target: { value: pin } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('StaffPanel', () => {
  it('says how long the lockout kept outside the page lasts', async () => {
    renderPanel(async (pin) => (pin === '0000' ? { ok: false, retryAfterMs: 240_000 } : { ok: false }));
    await unlockWith('1111');
    expect(await screen.findByText('Wrong PIN.')).toBeInTheDocument();
    await unlockWith('0000');
    expect(await screen.findByText('Too many wrong PINs. Try again in 4 minutes.')).toBeInTheDocument();
  });

  it('locks itself after 30 seconds without input, and input keeps it open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel(async (pin) => ({ ok: pin === '2468' }));
    await unlockWith('2468');
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(STAFF_PANEL_LOCK_MS - 1_000));
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(STAFF_PANEL_LOCK_MS - 1_000));
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Staff PIN')).toBeInTheDocument();
    expect(screen.getByText('Locked after 30 seconds without input.')).toBeInTheDocument();
  });

  it('words waits in seconds, then minutes', () => {
    expect(waitText(400)).toBe('1 second');
    expect(waitText(45_000)).toBe('45 seconds');
    expect(waitText(120_000)).toBe('2 minutes');
    expect(waitText(3_600_000)).toBe('60 minutes');
  });
});
