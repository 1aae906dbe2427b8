/**
 * The API's version. The app sends it with every call and the API with every answer, in
 * `X-Api-Version`. Raise it with any change to the API that the app before it cannot use (a route, a field or
 * a rule it relies on): the API then refuses calls from older apps with STALE_APP_MESSAGE, and the app offers
 * to reload into the new version instead of calling an API it no longer matches. Calls without the header
 * (scripts, curl) are served as before.
 */
export const API_VERSION = 1;

export const API_VERSION_HEADER = "X-Api-Version";

export const STALE_APP_MESSAGE = "A new version of the app is ready. Reload the page to use it.";
