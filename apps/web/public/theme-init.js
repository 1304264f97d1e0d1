// Applies the remembered theme before the first paint (no flash of the wrong theme). An external
// file rather than an inline script, so the Content-Security-Policy can stay script-src 'self'.
// Keep in step with src/lib/theme.ts (key forecourt.theme; light | dark | system, default system).
(function () {
  try {
    var t = localStorage.getItem('forecourt.theme');
    if (t !== 'light' && t !== 'dark') t = 'system';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();
