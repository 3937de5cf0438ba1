import { describe, expect, it } from 'vitest';
import { logger } from '#lambdas/telemetry/telemetry.ts';
import { isRedactedKey, REDACTED } from '#lambdas/telemetry/redact.ts';
import { captureLogLines } from './log-capture.ts';

const secrets = {
  headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.secret-jwt', cookie: 'session=abc123cookie' },
  password: 'hunter2-password',
  newPassword: 'n3w-password',
  refreshToken: 'refresh-token-value',
  idToken: 'id-token-value',
  stripeSecretKey: 'sk_test_secretkey',
  address: { line1: '1 Copper Street', city: 'Solderville', postalCode: 'AB1 2CD' },
  shippingAddress: { line1: '2 Trace Lane', line2: 'Unit 4', postcode: 'EF3 4GH', phoneNumber: '+441234567890' },
  emailBody: 'Dear customer, your order ships to 1 Copper Street',
};
const leaked = [
  'secret-jwt',
  'abc123cookie',
  'hunter2',
  'n3w-password',
  'refresh-token-value',
  'id-token-value',
  'sk_test_secretkey',
  'Copper Street',
  'Solderville',
  'AB1 2CD',
  'Trace Lane',
  'Unit 4',
  'EF3 4GH',
  '+441234567890',
  'Dear customer',
];

describe('log redaction', () => {
  it('names the keys that are never logged and leaves ordinary ones alone', () => {
    for (const key of [
      'authorization',
      'Authorization',
      'password',
      'accessToken',
      'x-api-key',
      'line1',
      'postalCode',
      'address',
      'phone_number',
      'emailBody',
    ]) {
      expect(isRedactedKey(key), key).toBe(true);
    }
    for (const key of ['orderId', 'status', 'route_id', 'user_id', 'trace_id', 'message', 'key', 'receive']) {
      expect(isRedactedKey(key), key).toBe(false);
    }
  });

  it('keeps tokens, passwords, the Authorization header and addresses out of every log line, at any depth', async () => {
    const lines = await captureLogLines(async () => {
      logger.error('something failed', { request: secrets, orderId: 'ord-1' });
      logger.info('nested', { items: [{ deep: { deeper: secrets } }] });
    });
    expect(lines).toHaveLength(2);
    const text = JSON.stringify(lines);
    for (const value of leaked) expect(text, value).not.toContain(value);
    expect(text).toContain(REDACTED);
    expect(lines[0]).toMatchObject({ level: 'ERROR', message: 'something failed', orderId: 'ord-1' });
  });
});
