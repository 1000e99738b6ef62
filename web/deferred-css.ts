/**
 * A prerendered page inlines the CSS its own markup uses and loads the site's whole style sheet without
 * blocking its first paint, as `<link rel="stylesheet" media="print" data-deferred-css>` (web/prerender.ts).
 * The app applies it as it starts, before it renders anything the inlined part may not style (dialogs, menus,
 * other pages).
 */

/** The attribute that marks the deferred style sheet links. */
export const DEFERRED_CSS_ATTRIBUTE = 'data-deferred-css';

/** Applies the deferred style sheets of `doc` (each as soon as it has loaded, which it usually has by now). */
export function applyDeferredCss(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_CSS_ATTRIBUTE}]`)) link.media = 'all';
}
