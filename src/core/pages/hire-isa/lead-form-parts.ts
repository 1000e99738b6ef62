/**
 * The lead form's parts that load after the page, kept in one place so that the kiosk's preload warms the very
 * modules the form imports.
 */

/** The lead's rules (zod, ~7 kB gzip): fetched once the visitor starts on the form. */
export const loadLeadRules = () => import('../../../shared/lead');
/** The thanks and the dialog after a lead: fetched while the lead is on its way. */
export const loadLeadSent = () => import('./LeadSent');

/** Fetches them now: a booth keeps capturing leads when its network is gone. */
export function preloadLeadFormParts(): void {
  void loadLeadRules();
  void loadLeadSent();
}
