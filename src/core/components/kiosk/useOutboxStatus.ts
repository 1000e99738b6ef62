import { useSyncExternalStore } from 'react';
import type { LeadOutbox, OutboxStatus } from '../../offline/lead-outbox';

/** The outbox's live status (pending count, last error, syncing). */
export function useOutboxStatus(outbox: LeadOutbox): OutboxStatus {
  return useSyncExternalStore(outbox.subscribe, outbox.getStatus, outbox.getStatus);
}
