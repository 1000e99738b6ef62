import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '../../platform/context';
import type { FormGuardValues } from '../../../shared/form-guard';
import { leadPayload, type LeadFormValues, type LeadResponse } from '../../../shared/lead';

/** Sends the lead form the Platform's way (see Platform.submitLead), with the form guard's fields. */
export function useSubmitLead(guardValues: () => FormGuardValues) {
  const platform = usePlatform();
  return useMutation({
    // Never paused while offline: the outbox must take the lead at once, and a direct send should fail visibly.
    networkMode: 'always',
    mutationFn: (values: LeadFormValues): Promise<LeadResponse> =>
      platform.submitLead(leadPayload(values, platform.leadSource), guardValues()),
  });
}
