import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormGuardValues } from '../../shared/form-guard';
import { render } from '../test/render';
import { useFormGuard } from './useFormGuard';

function GuardedForm({ onSend }: { onSend: (values: FormGuardValues) => void }) {
  const guard = useFormGuard();
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(guard.values());
        guard.restart();
        setSent(sent + 1);
      }}
    >
      {guard.field}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormGuard', () => {
  it('sends an empty honeypot and the time since the form was shown', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      const onSend = vi.fn();
      render(<GuardedForm onSend={onSend} />);
      vi.setSystemTime(1_004_200);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSend).toHaveBeenLastCalledWith({ website: '', fillMs: 4_200 });
      // restart() starts the clock again for the next submission.
      vi.setSystemTime(1_005_000);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSend).toHaveBeenLastCalledWith({ website: '', fillMs: 800 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the honeypot out of sight, of the tab order and of assistive technology, and reports it filled', () => {
    const onSend = vi.fn();
    const { container } = render(<GuardedForm onSend={onSend} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ website: 'http://spam.example' });
  });
});
