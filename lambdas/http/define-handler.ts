import middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { RouteDef } from '#contracts/route-types.ts';
import { telemetryMiddlewares } from '../telemetry/with-telemetry.ts';
import { httpErrors } from './http-errors.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest, type ApiEvent, type RequestInput } from './parse-request.ts';
import { requestLog } from './request-log.ts';

type Handler<R extends RouteDef> = (input: RequestInput<R>) => Promise<z.input<R['response']>>;

// Every HTTP Lambda is this: the same middleware stack around one core call.
// The route's schemas parse the request and shape the response, so nothing
// the schema does not name leaves the server. Telemetry wraps everything, so
// the error mapping (innermost) still logs with the request's keys. The
// route comes from its area of the route table (contracts/routes/), not the
// whole table: each function bundles only its area's schemas.
export function defineHandler<Area extends Record<string, RouteDef>, Id extends keyof Area & string>(
  area: Area,
  id: Id,
  fn: Handler<Area[Id]>,
) {
  const route: Area[Id] = area[id];
  return middy<ApiEvent, APIGatewayProxyResultV2, Error, Context>()
    .use(telemetryMiddlewares())
    .use(requestLog(id))
    .use(httpErrors())
    .handler(async (event) => {
      const input = await parseRequest(route, event);
      const result = await fn(input);
      const status = 'status' in route && typeof route.status === 'number' ? route.status : 200;
      return jsonResponse(status, (route.response as z.ZodMiniType).parse(result));
    });
}
