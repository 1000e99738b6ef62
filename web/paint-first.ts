/**
 * The script loader of prerendered pages: the page paints from its HTML alone (its CSS inlined), and only
 * then fetches the app's modules, so they take no bandwidth or main-thread time from the first paint (and
 * Lighthouse's model, which counts every request finished before the paint as needed for it, agrees).
 * The prerender writes LOADER_SOURCE to dist/web/assets as a classic script and gives each page
 * `<script async src=… data-entry=… data-preload=…>` in place of its module script and modulepreload links.
 */

/** What the loader reads from its own element: the entry module and the modules it preloads. */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * Once the browser reports the page's first contentful paint (or, where it reports no paints, after a frame and
 * a task; at the latest after 3 s), or at once in a tab that is not visible (which paints nothing), it adds the
 * modulepreload links and the entry module script the page had. ES5, no imports: it runs as written.
 */
export const LOADER_SOURCE = `(function () {
  var loader = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (loader.getAttribute('${PRELOAD_ATTRIBUTE}') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = loader.getAttribute('${ENTRY_ATTRIBUTE}');
    document.head.appendChild(entry);
  }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start, 0); });
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
})();
`;
