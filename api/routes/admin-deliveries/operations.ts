import { z } from 'zod';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';
import { MAX_DELIVERY_LIST } from '../../services/outbox/deliveries.ts';

/** Query of GET /api/admin/deliveries. */
export const deliveriesListQuerySchema = z.object({
  status: z.enum(['pending', 'delivered', 'dead']).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_DELIVERY_LIST).default(100),
});
/** The :id of a delivery. */
export const deliveryIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const deliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  channel: z.string(),
  status: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
});

export const adminDeliveriesOperations = defineOperations([
  {
    method: 'get',
    path: '/api/admin/deliveries',
    operationId: 'listDeliveries',
    summary: 'The outbox: counts per status and the latest deliveries',
    tag: 'Operators',
    admin: true,
    query: deliveriesListQuerySchema,
    responses: {
      200: {
        description: 'Counts per status and the deliveries, newest first.',
        schema: z.object({
          counts: z.object({
            pending: z.number().int(),
            delivered: z.number().int(),
            dead: z.number().int(),
            unsent_events: z.number().int(),
          }),
          items: z.array(deliverySchema),
        }),
      },
      ...errorResponses({ 400: 'Unknown status or a limit out of range.' }),
    },
  },
  {
    method: 'post',
    path: '/api/admin/deliveries/:id/retry',
    operationId: 'retryDelivery',
    summary: 'Send a dead delivery again (same event id, fresh retry window)',
    tag: 'Operators',
    admin: true,
    params: { id: deliveryIdSchema },
    responses: {
      200: { description: 'Queued again.', schema: z.object({ status: z.literal('pending') }) },
      ...errorResponses({ 404: 'No dead delivery with this id.' }),
    },
  },
]);
