// Applies the saved colour scheme before the first paint so dark-mode visitors never see a light flash.
(function () {
  var scheme = 'light';
  try {
    var saved = localStorage.getItem('isa-color-scheme');
    scheme =
      saved === 'light' || saved === 'dark'
        ? saved
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
  } catch (e) {
    // Storage can be blocked; keep the default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
