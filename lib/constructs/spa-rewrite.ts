import { PRERENDERED_PAGES } from '../../contracts/prerendered-pages.ts';

// CloudFront Function (viewer request, default behaviour only) for the SPA
// fallback: a prerendered public page is served its own HTML file
// (docs/performance.md#prerendered-pages) when the request has no query
// string; any other path whose last segment
// has no file extension is a client-side route, so it is served /index.html.
// Doing this here rather than with distribution-wide custom error responses
// keeps the API's 403/404 intact, and real missing assets still fail instead
// of returning HTML.
export const spaRewriteCode = `
var PAGES = ${JSON.stringify(PRERENDERED_PAGES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  var noQuery = Object.keys(request.querystring || {}).length === 0;
  if (noQuery && Object.prototype.hasOwnProperty.call(PAGES, uri)) {
    request.uri = PAGES[uri];
  } else if (!/\\.[A-Za-z0-9]{1,8}$/.test(lastSegment)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
