import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { RouteDef } from '#contracts/route-types.ts';
import '#contracts/zod-locale.ts';
import { isAdmin, isGuest, requireGroupRule, requireGroups, requireIdentity, type Actor } from '../core/actor.ts';
import { forbidden, unauthorized } from '../core/errors.ts';
import { callerUserId } from '../core/users/users.ts';
import { AppError } from '../core/errors.ts';
import { authorizeBoardCaller } from '../core/boards/board-access.ts';
import { poolAccounts } from '../core/aws/user-pool-accounts.ts';
import { staffStandingCheck, type StandingCheck } from '../core/users/staff-standing.ts';
import { passesGroupRule } from '#contracts/groups.ts';
import { scopesCover } from '#contracts/machine-scopes.ts';
import { actorFromClaims, authorizerClaims } from './claims.ts';

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
export type RequestInput<R extends RouteDef> = {
  params: R extends { params: infer P } ? Infer<P> : Record<string, never>;
  query: R extends { query: infer Q } ? Infer<Q> : Record<string, never>;
  body: R extends { body: infer B } ? Infer<B> : undefined;
  /** Raw-body routes only: the body's bytes exactly as sent (empty when none). */
  rawBody: R extends { rawBody: true } ? Buffer : undefined;
  /** The request headers (lower-case names, as API Gateway passes them). */
  headers: Record<string, string>;
  actor: Actor;
  requestId: string;
  /** The client's address as API Gateway saw it (guest limits count by it; docs/limits.md#guest-uploads). */
  sourceIp: string;
};

function validationError(where: string, error: z.core.$ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || where;
    (fields[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const message = first ? `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}` : `Invalid ${where}`;
  return new AppError('validation_failed', message, fields);
}

/** The body's bytes as the client sent them (API Gateway passes text bodies as text, others in base64). */
function readRawBody(route: RouteDef, event: ApiEvent): Buffer {
  const bytes = !event.body ? Buffer.alloc(0) : event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  const max = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (bytes.byteLength > max) {
    throw new AppError('payload_too_large', `The request body is larger than ${max} bytes.`);
  }
  return bytes;
}

function readBody(route: RouteDef, event: ApiEvent): unknown {
  if (!event.body) return undefined;
  const raw = readRawBody(route, event).toString('utf8');
  const type = event.headers?.['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError('unsupported_media_type');
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('invalid_json');
  }
}

function parseWith(schema: z.ZodMiniType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!result.success) throw validationError(where, result.error);
  return result.data;
}

/** Checks the route's `auth` rule; throws unauthorized or forbidden. */
export async function authorize(
  route: RouteDef,
  actor: Actor,
  pathParameters: Record<string, string | undefined> | undefined,
): Promise<void> {
  // The gateway's authorizer already refused these; checked again so a route
  // never serves a machine its scopes do not cover.
  if (actor.kind === 'machine' && !scopesCover(route.scopes, actor.scopes))
    throw forbidden('This API credential has no scope for this route.');
  // The authorizer refused them already; a guest passes only routes marked `guests` (docs/access.md#guest-sessions).
  if (isGuest(actor) && !route.guests) throw unauthorized();
  if (route.auth === 'customer') requireIdentity(actor);
  else if (Array.isArray(route.auth)) requireGroups(actor, route.auth);
  else if (typeof route.auth === 'object' && 'anyOf' in route.auth) requireGroupRule(actor, route.auth);
  else if (route.auth === 'board') await authorizeBoardCaller(requireIdentity(actor), pathParameters?.boardId ?? '');
  else if (route.auth === 'self') {
    const identity = requireIdentity(actor);
    if (isAdmin(identity)) return;
    const target = pathParameters?.userId;
    if (!target || (await callerUserId(identity)) !== target) throw forbidden();
  }
}

// One per container, as Lambda keeps it warm: what the user pool last said of
// each staff caller, trusted for the window (docs/security.md#stale-staff-privileges).
const staffStanding = staffStandingCheck(poolAccounts);

/** The caller as the pool stands now; a group route a person would pass but for a second factor: second_factor_required. */
async function standingCaller(route: RouteDef, event: ApiEvent, check: StandingCheck): Promise<Actor> {
  const { actor, withheldGroups } = await check.standing(actorFromClaims(authorizerClaims(event)));
  const rule = typeof route.auth === 'string' ? null : route.auth;
  // docs/security.md#staff-second-factor
  if (rule && withheldGroups.length > 0 && passesGroupRule(withheldGroups, rule)) throw new AppError('second_factor_required');
  return actor;
}

// Who may call is checked before anything is parsed, so a stranger learns
// nothing from validation messages.
export async function parseRequest<R extends RouteDef>(
  route: R,
  event: ApiEvent,
  check: StandingCheck = staffStanding,
): Promise<RequestInput<R>> {
  const actor = await standingCaller(route, event, check);
  await authorize(route, actor, event.pathParameters);
  const params = parseWith(route.params, event.pathParameters, 'path');
  const query = parseWith(route.query, event.queryStringParameters, 'query');
  const body = route.rawBody ? undefined : parseWith(route.body, readBody(route, event), 'body');
  const rawBody = route.rawBody ? readRawBody(route, event) : undefined;
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k.toLowerCase(), v]])),
  );
  const requestId = event.requestContext?.requestId ?? '';
  const sourceIp = event.requestContext?.http?.sourceIp ?? '';
  return { params, query, body, rawBody, headers, actor, requestId, sourceIp } as RequestInput<R>;
}
