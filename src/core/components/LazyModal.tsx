import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { loadModal } from './deferred-ui';

// Mantine's modal (focus trap, scroll lock, transitions: about 15 kB gzip) loads when a dialog first opens,
// keeping it out of the first load of pages that only may show one.
const Modal = lazy(loadModal);

/** Mantine's Modal, rendered from its first opening on; focus is trapped inside and restored on close. */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
