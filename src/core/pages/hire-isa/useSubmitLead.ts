import { useIdempotentSubmit, type IdempotentSubmitOptions } from '../../forms/useIdempotentSubmit';
import { usePlatform } from '../../platform/context';
import type { FormGuardValues } from '../../../shared/form-guard';
import type { LeadFormValues, LeadResponse } from '../../../shared/lead';
import { loadLeadRules } from './lead-form-parts';

/** Sends the lead form the Platform's way (see Platform.submitLead), with the form guard's fields. */
export function useSubmitLead(
  guardValues: () => FormGuardValues,
  options: Omit<IdempotentSubmitOptions<LeadFormValues, LeadResponse>, 'purpose' | 'send'>,
) {
  const platform = usePlatform();
  return useIdempotentSubmit<LeadFormValues, LeadResponse>({
    ...options,
    purpose: 'lead',
    send: async (values, key) => {
      const { leadPayload } = await loadLeadRules();
      return platform.submitLead(leadPayload(values, platform.leadSource), guardValues(), key);
    },
  });
}
