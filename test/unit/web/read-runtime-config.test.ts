import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '#contracts/runtime-config.ts';
import { readRuntimeConfig, RUNTIME_CONFIG_KEYS } from '../../../web/src/config/read-runtime-config.ts';

// The web app reads its runtime configuration without zod; it must accept,
// reject and default exactly as the contract's schema does.
const full = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  outboxUrl: '/_local/outbox',
  stripePublishableKey: 'pk_test_1',
  analyticsEnabled: true,
  companyEmailDomain: 'example.com',
  telemetryCollectorUrl: 'https://otel.example.com',
  telemetryCollectorHeaders: { 'x-tenant': 'shop' },
  identityPoolId: 'eu-west-1:0000-1111',
  analyticsApiHost: 'https://posthog.example.com',
  analyticsProjectKey: 'phc_1',
};
const {
  userPoolEndpoint: _e,
  outboxUrl: _o,
  stripePublishableKey: _s,
  analyticsEnabled: _a,
  companyEmailDomain: _c,
  telemetryCollectorUrl: _t,
  telemetryCollectorHeaders: _h,
  identityPoolId: _i,
  analyticsApiHost: _ah,
  analyticsProjectKey: _k,
  ...minimal
} = full;

const cases: [string, unknown][] = [
  ['every field', full],
  ['only the required fields', minimal],
  ['an unknown extra field', { ...minimal, somethingNew: 1 }],
  ['analytics off', { ...minimal, analyticsEnabled: false }],
  ...(['region', 'userPoolId', 'userPoolClientId'] as const).map((key): [string, unknown] => {
    const { [key]: _dropped, ...rest } = minimal;
    return [`no ${key}`, rest];
  }),
  ['a number for the pool id', { ...minimal, userPoolId: 42 }],
  ['a string for analyticsEnabled', { ...minimal, analyticsEnabled: 'yes' }],
  ['null for an optional field', { ...minimal, outboxUrl: null }],
  ['a number as a collector header', { ...minimal, telemetryCollectorHeaders: { 'x-tenant': 1 } }],
  ['a list as collector headers', { ...minimal, telemetryCollectorHeaders: ['x-tenant'] }],
  ['null as collector headers', { ...minimal, telemetryCollectorHeaders: null }],
  ['a number for the identity pool', { ...minimal, identityPoolId: 7 }],
  ['a number for the analytics key', { ...minimal, analyticsProjectKey: 7 }],
  ['an array', [minimal]],
  ['null', null],
];

describe('readRuntimeConfig', () => {
  it.each(cases)('agrees with RuntimeConfigSchema for %s', (_name, input) => {
    const expected = RuntimeConfigSchema.safeParse(input);
    if (expected.success) expect(readRuntimeConfig(input)).toEqual(expected.data);
    else expect(() => readRuntimeConfig(input)).toThrow();
  });

  it('knows every field of the schema', () => {
    expect([...RUNTIME_CONFIG_KEYS].sort()).toEqual(Object.keys(RuntimeConfigSchema.shape).sort());
  });
});
