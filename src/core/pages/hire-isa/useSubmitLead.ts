import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/useApi';
import { randomId } from '../../api/random-id';
import { leadOutboxFor } from '../../offline/lead-outbox';
import { postLead } from '../../offline/send-lead';
import { usePlatform } from '../../platform/context';
import type { FormGuardValues } from '../../../shared/form-guard';
import { leadPayload, type LeadFormValues, type LeadResponse } from '../../../shared/lead';

/**
 * Sends the lead form: straight to the API with an idempotency key, or, where the Platform queues leads,
 * into the durable outbox, which answers as soon as the lead is stored and syncs it later. A direct send
 * carries the form guard's fields (`guardValues`); a queued one is staff-attended and sent later without.
 */
export function useSubmitLead(guardValues?: () => FormGuardValues) {
  const platform = usePlatform();
  const api = useApi();
  return useMutation({
    // Never paused while offline: the outbox must take the lead at once, and a direct send should fail visibly.
    networkMode: 'always',
    mutationFn: async (values: LeadFormValues): Promise<LeadResponse> => {
      const payload = leadPayload(values, platform.leadSource);
      if (platform.leadDelivery === 'outbox') {
        await leadOutboxFor(platform).enqueue(payload);
        return { status: 'created' };
      }
      return postLead(api, { ...payload, ...guardValues?.() }, `lead-${randomId()}`);
    },
  });
}
