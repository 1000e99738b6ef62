import { deliveriesService, type DeliveryDto } from '../services/outbox/deliveries.ts';
import type { CliCommand } from './command.ts';

const USAGE = `Usage:
  npm run deliveries -- list [--dead]   the latest deliveries (only the dead ones with --dead), newest first
  npm run deliveries -- retry ID        send a dead delivery again (same event id, fresh retry window)
  npm run deliveries -- retry --dead    send every dead delivery again`;

/** One line per delivery: id, status, attempts, event, channel and the last error. */
function line(d: DeliveryDto): string {
  const when = d.deliveredAt ?? d.nextAttemptAt ?? d.createdAt;
  const error = d.lastError ? `  ${d.lastError}` : '';
  return `${d.id}  ${d.status.padEnd(9)} ${String(d.attempts).padStart(3)}x  ${when}  ${d.type}  ${d.eventId}  ${d.channel}${error}`;
}

/** `deliveries list|retry`: the outbox as operators see it. */
export const deliveriesCommand: CliCommand = {
  async run([sub, arg, ...extra], { database, out }) {
    const deliveries = deliveriesService(database.db);
    if (sub === 'list' && (arg === undefined || arg === '--dead') && extra.length === 0) {
      const counts = await deliveries.counts();
      out(
        `pending ${counts.pending}, delivered ${counts.delivered}, dead ${counts.dead}, not yet handed out ${counts.unsent_events}`,
      );
      for (const d of await deliveries.list(arg === '--dead' ? { status: 'dead', limit: 1000 } : { limit: 100 })) {
        out(line(d));
      }
      return 0;
    }
    if (sub === 'retry' && arg === '--dead' && extra.length === 0) {
      out(`${await deliveries.retryDead()} dead delivery(ies) queued again`);
      return 0;
    }
    if (sub === 'retry' && arg && /^[1-9][0-9]{0,15}$/.test(arg) && extra.length === 0) {
      if (!(await deliveries.retry(Number(arg)))) {
        console.error(`No dead delivery ${arg}.`);
        return 1;
      }
      out(`delivery ${arg} queued again`);
      return 0;
    }
    console.error(USAGE);
    return sub === undefined || sub === '--help' ? 0 : 2;
  },
};
