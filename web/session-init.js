// Starts the session check as the page arrives, beside the app's code rather than after it has downloaded
// and run (src/lib/api/session.ts takes the answer). Only when this browser may hold a session: the server
// sets the readable XSRF-TOKEN cookie with every session. Same request as the app's own (client.ts).
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
  var check = fetch(SESSION_URL, {
    headers: { Accept: "application/json", "X-XSRF-TOKEN": token },
    credentials: "include",
  });
  // A network failure is the app's to report when it takes the answer, not an unhandled rejection here.
  check.catch(function () {});
  window.__sessionCheck = check;
})();
