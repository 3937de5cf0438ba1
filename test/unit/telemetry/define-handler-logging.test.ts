import { describe, expect, it } from 'vitest';
import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { defineHandler } from '#lambdas/http/define-handler.ts';
import { AppError } from '#lambdas/core/errors.ts';
import { captureLogLines } from './log-capture.ts';
import { apiEvent, lambdaContext as context } from './lambda-invocation.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('defineHandler logging', () => {
  it('logs an unknown error once, with its cause, route, request, user and trace ids', async () => {
    const handler = defineHandler(accountRoutes, 'getVersion', async () => {
      throw new Error('could not read the version', { cause: new Error('table unreachable') });
    });
    let status: unknown;
    const lines = await captureLogLines(async () => {
      const response = await handler(
        apiEvent('req-1', { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`, authorization: 'Bearer jwt-secret' }),
        context(),
      );
      status = typeof response === 'object' ? response.statusCode : undefined;
    });
    expect(status).toBe(500);
    const errors = lines.filter((l) => l.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: 'unhandled error',
      route_id: 'getVersion',
      request_id: 'req-1',
      user_id: 'user-1',
      trace_id: TRACE_ID,
      function_request_id: 'lambda-req-1',
      cold_start: expect.any(Boolean),
      error: { message: 'could not read the version', cause: { message: 'table unreachable' } },
    });
    const access = lines.find((l) => l.message === 'request');
    expect(access).toMatchObject({ status: 500, route_id: 'getVersion', trace_id: TRACE_ID, duration_ms: expect.any(Number) });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('jwt-secret');
    expect(text).not.toContain('someone@example.com');
  });

  it('logs an expected 4xx only in the access line, and does not carry keys into the next request', async () => {
    const handler = defineHandler(accountRoutes, 'getVersion', async () => {
      throw new AppError('stock_changed', 'Someone bought the last one first.');
    });
    const lines = await captureLogLines(async () => {
      await handler(apiEvent('req-2', { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` }), context());
      await handler(apiEvent('req-3', {}), context());
    });
    expect(lines.filter((l) => l.level === 'ERROR')).toHaveLength(0);
    const [first, second] = lines.filter((l) => l.message === 'request');
    expect(first).toMatchObject({ status: 409, request_id: 'req-2', trace_id: TRACE_ID, error_code: 'stock_changed' });
    expect(second).toMatchObject({ status: 409, request_id: 'req-3' });
    expect(second?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.trace_id).not.toBe(TRACE_ID);
  });

  it("carries the request's route, request and trace ids into a line a domain module logs through the port", async () => {
    const handler = defineHandler(accountRoutes, 'getVersion', async () => {
      logEvent('error', 'card refund failed', { orderId: 'order-9', error: 'card_declined' });
      throw new AppError('stock_changed', 'changed');
    });
    const lines = await captureLogLines(() => handler(apiEvent('req-4', { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` }), context()));
    const domain = lines.filter((l) => l.message === 'card refund failed');
    expect(domain).toHaveLength(1);
    expect(domain[0]).toMatchObject({
      level: 'ERROR',
      orderId: 'order-9',
      error: 'card_declined',
      route_id: 'getVersion',
      request_id: 'req-4',
      trace_id: TRACE_ID,
    });
  });
});
