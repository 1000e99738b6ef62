/** Where the visitor's colour scheme choice (light, dark or auto) is kept in localStorage. */
export const COLOR_SCHEME_KEY = 'isa-color-scheme';

/**
 * Applies the saved colour scheme before the first paint, so dark-mode visitors never see a light flash.
 * It is inlined into the page head (a separate file would block rendering for a round trip); the API's
 * Content-Security-Policy allows exactly this text by its hash.
 */
export const THEME_INIT_SCRIPT =
  `(function(){var s='light';try{var v=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});` +
  `s=v==='light'||v==='dark'?v:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}` +
  `document.documentElement.setAttribute('data-mantine-color-scheme',s)})();`;
