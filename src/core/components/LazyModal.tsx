import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadModal } from './deferred-ui';

// Mantine's modal (focus trap, scroll lock, transitions: about 15 kB gzip) loads when a dialog first opens,
// keeping it out of the first load of pages that only may show one.
const Modal = lazy(loadModal);

/** Mantine's Modal, rendered from its first opening on; focus is trapped inside and restored on close. */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  // Mantine's returnFocus records the focused element only when an already mounted modal opens, which this
  // one is not on its first opening: the opener is recorded here instead.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (props.opened && !used) {
    setUsed(true);
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  useEffect(() => {
    if (props.opened || !opener) return;
    if (opener.isConnected) opener.focus();
  }, [props.opened, opener]);
  // Once the closing transition has ended the dialog is gone: focus is given back again, in case anything in the
  // closing dialog (its focus trap, a playing video's controls) took it after the close.
  const { onExitTransitionEnd } = props;
  const exited = () => {
    if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    setOpener(null);
    onExitTransitionEnd?.();
  };
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} onExitTransitionEnd={exited} />
    </Suspense>
  );
}
