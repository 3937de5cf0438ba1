import { describe, expect, inject, it } from 'vitest';
import { localIdentityPoolId } from '../../local/cognito-identity.ts';
import type { CollectedTrace } from '../../local/trace-collector.ts';
import { createOtelRequestTracer } from '../../web/src/lib/telemetry/otel-tracer.ts';
import { newCustomer } from '../support/identities.ts';

// A browser's request, end to end on the local stack: the web SDK's tracer
// and OTLP exporter (the same module the SPA loads) record the request span
// and send it to the local collector; the gateway and handler log under the
// same trace id. See docs/browser-telemetry.md.

async function tracesOnStack(): Promise<CollectedTrace[]> {
  const res = await fetch(`${inject('stack').apiUrl}/_local/traces.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as CollectedTrace[];
}

describe('a request’s trace on the local stack', () => {
  it('reaches the handler’s log line and, through the OTLP exporter, the local collector', async () => {
    const { apiUrl } = inject('stack');
    const otel = createOtelRequestTracer({ collectorUrl: `${apiUrl}/_local/traces`, serviceVersion: 'test' });
    try {
      const url = `${apiUrl}/api/version`;
      const trace = otel.tracer({ routeId: 'getVersion', method: 'GET', url });
      const [, traceId, spanId] = trace.traceparent.split('-');
      const res = await fetch(url, { headers: { traceparent: trace.traceparent } });
      expect(res.status).toBe(200);
      trace.end({ status: res.status });
      await otel.flush();

      const found = (await tracesOnStack()).find((t) => t.traceId === traceId);
      expect(found).toBeDefined();
      // The browser's span, as the exporter sent it…
      expect(found!.spans).toContainEqual(
        expect.objectContaining({
          spanId,
          service: 'copperline-web',
          kind: 3,
          name: 'GET getVersion',
          attributes: expect.objectContaining({ 'http.response.status_code': 200, 'copperline.route_id': 'getVersion' }),
        }),
      );
      // …the handler's invocation as its child…
      expect(found!.spans).toContainEqual(expect.objectContaining({ parentSpanId: spanId, kind: 2, name: 'GET getVersion' }));
      // …and the handler's own log line with the same trace id and its caller's span.
      expect(found!.logs.map((l) => l.line)).toContainEqual(
        expect.objectContaining({ message: 'request', trace_id: traceId, parent_span_id: spanId, route_id: 'getVersion', status: 200 }),
      );
    } finally {
      await otel.shutdown();
    }
  });

  it('still gives a request without a traceparent a trace id of its own in the handler’s log line', async () => {
    const before = new Set((await tracesOnStack()).map((t) => t.traceId));
    const res = await fetch(`${inject('stack').apiUrl}/api/version`);
    expect(res.status).toBe(200);
    const fresh = (await tracesOnStack()).filter((t) => !before.has(t.traceId) && t.logs.some((l) => l.line.route_id === 'getVersion'));
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect(fresh[0]!.spans).toEqual([]);
  });

  it('answers a malformed export with 400, as an OTLP collector does', async () => {
    const res = await fetch(`${inject('stack').apiUrl}/_local/traces/v1/traces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not":"otlp"}',
    });
    expect(res.status).toBe(400);
  });
});

describe('the local identity pool on the Cognito front', () => {
  const identity = async (action: string, body: Record<string, unknown>) => {
    const res = await fetch(inject('stack').cognitoUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${action}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('gives a signed-in customer an identity and one hour of credentials for their id token, as Amplify asks', async () => {
    const stack = inject('stack');
    const customer = await newCustomer('identity');
    const IdentityPoolId = localIdentityPoolId('us-east-1', stack.userPoolId);
    const Logins = { [`${stack.cognitoUrl.replace(/^http:\/\//, '')}/${stack.userPoolId}`]: customer.idToken };
    const id = await identity('GetId', { IdentityPoolId, Logins });
    expect(id.status).toBe(200);
    const creds = await identity('GetCredentialsForIdentity', { IdentityId: id.json.IdentityId, Logins });
    expect(creds.status).toBe(200);
    const expiration = (creds.json.Credentials as { Expiration: number }).Expiration;
    expect(expiration * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expiration * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const guest = await identity('GetId', { IdentityPoolId });
    expect(guest).toMatchObject({ status: 400, json: { __type: 'NotAuthorizedException' } });
    const accessToken = await identity('GetId', { IdentityPoolId, Logins: { [Object.keys(Logins)[0]!]: customer.accessToken } });
    expect(accessToken).toMatchObject({ status: 400, json: { __type: 'NotAuthorizedException' } });
  });
});
