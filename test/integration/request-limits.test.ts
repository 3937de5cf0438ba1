import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTE_THROTTLES } from '#contracts/request-limits.ts';
import { startGateway } from '../../local/gateway.ts';
import { createTokenVerifier } from '../../local/jwt.ts';
import { api, newCustomer } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';

// The route throttles with AWS's limits (docs/local-stack.md#request-limits). The run's own gateway raises them for
// the other test files, so this file starts a second gateway with the limits as deployed, over the same emulators:
// the handlers run here, in-process, as the local stack runs them.

type Gateway = Awaited<ReturnType<typeof startGateway>>;
let gateway: Gateway;
let logLevel: string | undefined;
let customer: { idToken: string; userId: string };

// Each from its own address: one sender's day of messages has a cap of its own (docs/security.md#bounded-records).
const message = (i: number) => ({
  name: 'Flood',
  email: `flood.${Date.now()}.${i}@example.com`,
  message: `Buy cheap watches, number ${i}.`,
});

async function send(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const res = await fetch(gateway.url + path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  useStackEnv();
  // The handlers log each request at INFO; the local stack keeps that out of the terminal, and so does this file.
  logLevel = process.env.POWERTOOLS_LOG_LEVEL;
  process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
  const stack = inject('stack');
  const person = await newCustomer('limits');
  const userId = (await api('PUT', '/api/users', { token: person.idToken })).json.user_id as string;
  customer = { idToken: person.idToken, userId };
  const verifier = await createTokenVerifier({ issuer: `${stack.cognitoUrl}/${stack.userPoolId}`, clientId: stack.userPoolClientId });
  gateway = await startGateway({ verifier: () => verifier, requestLimitFactor: 1 });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  if (logLevel === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
  else process.env.POWERTOOLS_LOG_LEVEL = logLevel;
});

describe('a route’s throttle, as deployed', () => {
  it('answers a burst past the contact form’s limit with 429, rate_limited and Retry-After, while other routes are served', async () => {
    const { burst, ratePerSecond } = ROUTE_THROTTLES.publicForm;
    const started = Date.now();
    const [flood, others] = await Promise.all([
      Promise.all(Array.from({ length: burst * 10 }, (_, i) => send('PUT', '/api/contact-messages', { body: message(i) }))),
      Promise.all([
        send('GET', '/api/version'),
        send('GET', '/api/posts'),
        send('GET', `/api/users/${customer.userId}`, { token: customer.idToken }),
        send('PUT', '/api/parts/search', {
          body: { search_terms: 'resistor', category_ids: [], filters: {}, page: 1, in_stock_only: false },
        }),
      ]),
    ]);
    const seconds = (Date.now() - started) / 1000;

    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const sent = flood.filter((r) => r.status === 201);
    const refused = flood.filter((r) => r.status === 429);
    expect(sent.length + refused.length).toBe(flood.length);
    // The bucket starts full and refills while the burst is answered.
    expect(sent.length).toBeGreaterThanOrEqual(burst);
    expect(sent.length).toBeLessThanOrEqual(burst + Math.ceil(seconds * ratePerSecond));
    for (const answer of refused) {
      expect(answer.json).toEqual({ code: 'rate_limited', message: 'Too many requests. Try again in a moment.' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }

    // After the wait it names, the route takes a message again.
    const wait = Math.max(...refused.map((r) => Number(r.retryAfter)));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    expect((await send('PUT', '/api/contact-messages', { body: message(-1) })).status).toBe(201);
  });

  it('leaves the run’s own gateway, whose limits the test runs raise, serving the same burst', async () => {
    const { burst } = ROUTE_THROTTLES.publicForm;
    const answers = await Promise.all(
      Array.from({ length: burst * 3 }, (_, i) => api('PUT', '/api/contact-messages', { body: message(1000 + i) })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
  });
});
