// CloudFront Function (viewer request, default behaviour only) for the SPA
// fallback: a path whose last segment has no file extension is a client-side
// route, so it is served /index.html. Doing this here rather than with
// distribution-wide custom error responses keeps the API's 403/404 intact,
// and real missing assets still fail instead of returning HTML.
export const spaRewriteCode = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (!/\\.[A-Za-z0-9]{1,8}$/.test(lastSegment)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
