// The API's base path and how a route's path is filled: no schemas, so the web
// client has them without loading the route table (see docs/performance.md#code-splitting).

// The site serves the API under /api (a CloudFront behaviour in AWS, the Vite
// proxy locally), so docs/calls.md#api-base: {api} is `<site>/api`.
export const API_PREFIX = '/api';

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
