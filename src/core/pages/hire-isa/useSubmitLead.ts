import { useIdempotentSubmit, type IdempotentSubmitOptions } from '../../forms/useIdempotentSubmit';
import { usePlatform } from '../../platform/context';
import type { FormGuardValues } from '../../../shared/form-guard';
import type { LeadFormValues, LeadResponse } from '../../../shared/lead';

/** Sends the lead form the Platform's way (see Platform.submitLead), with the form guard's fields. */
export function useSubmitLead(
  guardValues: () => FormGuardValues,
  options: Omit<IdempotentSubmitOptions<LeadFormValues, LeadResponse>, 'purpose' | 'send'>,
) {
  const platform = usePlatform();
  return useIdempotentSubmit<LeadFormValues, LeadResponse>({
    ...options,
    purpose: 'lead',
    // The lead's module (with zod) is already loaded by the form's rules when a submit gets here.
    send: async (values, key) => {
      const { leadPayload } = await import('../../../shared/lead');
      return platform.submitLead(leadPayload(values, platform.leadSource), guardValues(), key);
    },
  });
}
