import { useIdempotentSubmit, type IdempotentSubmitOptions } from '../../forms/useIdempotentSubmit';
import { usePlatform } from '../../platform/context';
import type { FormGuardValues } from '../../../shared/form-guard';
import { leadPayload, type LeadFormValues, type LeadResponse } from '../../../shared/lead';

/** Sends the lead form the Platform's way (see Platform.submitLead), with the form guard's fields. */
export function useSubmitLead(
  guardValues: () => FormGuardValues,
  options: Omit<IdempotentSubmitOptions<LeadFormValues, LeadResponse>, 'purpose' | 'send'>,
) {
  const platform = usePlatform();
  return useIdempotentSubmit<LeadFormValues, LeadResponse>({
    ...options,
    purpose: 'lead',
    send: (values, key) => platform.submitLead(leadPayload(values, platform.leadSource), guardValues(), key),
  });
}
