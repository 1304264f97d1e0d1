// Asks for a signed-in phone's start-up data while the app's code is still downloading
// (docs/decisions/034): the session check the app makes at every start and, when the page being opened is
// the user's home, the GETs the home made the last time it was opened (their URLs only, kept by the app
// under forecourt.early) — sent now with the stored token. The app takes each answer once, when it asks for
// the same URL with the same token soon after; anything it does not ask for is dropped.
// A plain script in the page's head, like theme-init.js: the browser fetches it at high priority, so these
// requests leave about a second after the page is opened (a deferred script waited behind the app's code on
// a slow line: measured arriving at 6.0 s instead of 1.3 s), and it runs before the app's module. An external
// file, so the Content-Security-Policy can stay script-src 'self'.
// Keep in step with src/lib/early-requests.ts (SESSION_CHECK_URL, homeEntryPaths, MAX_URLS, window.__fcEarly).
(function () {
  try {
    if (navigator.onLine === false) return;
    var token = localStorage.getItem('forecourt.token');
    var user = JSON.parse(localStorage.getItem('forecourt.user') || 'null');
    if (!token || !user || !user.tenantId || user.role === 'superadmin') return;
    var urls = ['/api/v1/auth/profile'];
    var record = JSON.parse(localStorage.getItem('forecourt.early') || 'null');
    if (record && record.userId === user.id && typeof record.home === 'string' && Array.isArray(record.urls)) {
      var path = location.pathname;
      if (path === record.home || path === '/' || path === '/' + record.home.split('/')[1]) {
        for (var i = 0; i < record.urls.length && i < 8; i++) {
          var url = record.urls[i];
          if (typeof url === 'string' && url.indexOf('/api/v1/') === 0 && url.indexOf('/api/v1/admin') !== 0) urls.push(url);
        }
      }
    }
    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token, 'x-tenant-id': user.tenantId };
    var responses = {};
    urls.forEach(function (u) {
      var sentAt = Date.now();
      responses[u] = fetch(u, { headers: headers, credentials: 'same-origin' }).then(
        function (response) {
          return { response: response, sentAt: sentAt, receivedAt: Date.now() };
        },
        function () {
          return null;
        },
      );
    });
    window.__fcEarly = { token: token, at: performance.now(), responses: responses };
  } catch (e) {
    // Nothing asked early: the app asks as usual.
  }
})();
