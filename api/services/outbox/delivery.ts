import type { Logger } from 'pino';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DeliveryChannel } from './channel.ts';
import { hubspotChannel } from './channels/hubspot.ts';
import { mailChannel } from './channels/mail.ts';
import { webhookChannel } from './channels/webhook.ts';
import { createDeliveryWorker, type DeliveryWorker } from './worker.ts';

/** The channels the configuration turns on: one per webhook URL, HubSpot, and mail (SMTP, or .eml files). */
export function configuredChannels(config: Pick<AppConfig, 'delivery'>): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  const { webhook, hubspot, mail, timing } = config.delivery;
  if (webhook) for (const url of webhook.urls) channels.push(webhookChannel(url, webhook.secret));
  if (hubspot) channels.push(hubspotChannel(hubspot));
  channels.push(
    mailChannel(
      mail.smtpUrl ? { smtpUrl: mail.smtpUrl, from: mail.from } : { dir: mail.dir, from: mail.from },
      timing.timeoutMs,
    ),
  );
  return channels;
}

/** Starts this instance's delivery worker when DELIVERY_WORKER is on; returns a stop function. */
export function startDelivery(db: Db, config: Pick<AppConfig, 'delivery'>, logger: Logger): () => Promise<void> {
  if (!config.delivery.worker) return async () => undefined;
  const worker: DeliveryWorker = createDeliveryWorker({
    db,
    channels: configuredChannels(config),
    logger,
    timing: config.delivery.timing,
  });
  worker.start();
  return () => worker.stop();
}
