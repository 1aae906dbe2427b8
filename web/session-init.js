// Starts the session check as the page arrives, beside the app's code rather than after it has downloaded
// and run, and lets start-app.js start the screen's first data the same way once the first frame is painted.
// The app takes each answer instead of asking again (src/lib/api/early-requests.ts). Only when this browser
// may hold a session: the server sets the readable XSRF-TOKEN cookie with every session. Same requests as the
// app's own (client.ts).
(function () {
  var SESSION_URL = "/api/users/is-auth";
  var match = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  if (!match) return;
  var token;
  try {
    token = decodeURIComponent(match[1]);
  } catch (e) {
    return;
  }
  var requests = new Map();
  function get(url) {
    var request = fetch(url, {
      headers: { Accept: "application/json", "X-XSRF-TOKEN": token },
      credentials: "include",
    });
    // A network failure is the app's to report when it takes the answer, not an unhandled rejection here.
    request.catch(function () {});
    requests.set(url, request);
  }
  get(SESSION_URL);
  window.__early = { requests: requests, get: get };
})();
