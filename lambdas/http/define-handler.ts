import middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { routes, type RouteId, type Routes } from '../../contracts/routes.ts';
import { httpErrors } from './http-errors.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest, type ApiEvent, type RequestInput } from './parse-request.ts';

type Handler<Id extends RouteId> = (input: RequestInput<Routes[Id]>) => Promise<z.input<Routes[Id]['response']>>;

// Every HTTP Lambda is this: the same middleware stack around one core call.
// The route's schemas parse the request and shape the response, so nothing
// the schema does not name leaves the server.
export function defineHandler<Id extends RouteId>(id: Id, fn: Handler<Id>) {
  const route: Routes[Id] = routes[id];
  return middy<ApiEvent, APIGatewayProxyResultV2, Error, Context>()
    .use(httpErrors())
    .handler(async (event) => {
      const input = await parseRequest(route, event);
      const result = await fn(input);
      const status = 'status' in route && typeof route.status === 'number' ? route.status : 200;
      return jsonResponse(status, (route.response as z.ZodType).parse(result));
    });
}
