import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { LazyModal } from './LazyModal';

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Show details</button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Job details">
        <p>Cook and lead the kitchen.</p>
      </LazyModal>
    </>
  );
}

describe('LazyModal', () => {
  it('renders nothing until first opened, then the dialog, which closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job details' });
    expect(dialog).toHaveTextContent('Cook and lead the kitchen.');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives focus back to the opener on close, the first time too (when the modal was still loading)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Show details' });
    for (let round = 0; round < 2; round++) {
      await user.click(opener);
      await screen.findByRole('dialog', { name: 'Job details' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
