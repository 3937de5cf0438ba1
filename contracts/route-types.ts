import type { z } from 'zod/mini';
import type { GroupRule } from './groups.ts';
import type { MachineScope } from './machine-scopes.ts';
import type { RouteThrottle } from './request-limits.ts';
import type { BucketPrefixName } from './storage-layout.ts';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

// public: anyone; customer: any signed-in identity; self: the signed-in user
// named by the `{userId}` path parameter, or an Admin; board: the owner of the
// board named by the `{boardId}` path parameter, or staff who look after
// boards (Engineer, Admin); a list: every listed staff group (Admin passes
// every group check); `{ anyOf }`: at least one of the listed groups.
export type RouteAuth = 'public' | 'customer' | 'self' | 'board' | GroupRule;

// What a route's Lambda may touch; lib/ turns this into least-privilege grants.
export type RouteAccess = {
  table?: 'read' | 'readwrite';
  /**
   * The uploads bucket, by prefix: `read` may get objects (or presign GETs)
   * under those prefixes only, `write` may put them (or presign PUTs). A
   * route names exactly the prefixes its code touches
   * (docs/security.md#one-routes-bug-reads-only-its-own-files).
   */
  uploads?: { read?: readonly BucketPrefixName[]; write?: readonly BucketPrefixName[] };
  userPool?: readonly (
    | 'AdminUpdateUserAttributes'
    | 'AdminGetUser'
    | 'AdminListGroupsForUser'
    | 'ListUsersInGroup'
    | 'CreateUserPoolClient'
    | 'DeleteUserPoolClient'
  )[];
  /** May queue a rebuild of the parts search snapshot (SQS SendMessage on that one queue). */
  partsIndexQueue?: 'send';
  /** Sends customer e-mails (SES; the local outbox locally). */
  email?: 'send';
  /** Talks to the card processor (reads its secret key parameter). */
  cardPayments?: 'use';
  /** Verifies Stripe's webhook signatures (reads the webhook signing secret parameter). */
  stripeWebhook?: 'verify';
  /** Signs or verifies guest tokens (reads the guest token key; docs/access.md#guest-sessions). */
  guestTokens?: 'use';
};

export type RouteDef = {
  method: HttpMethod;
  /** Path below the API prefix, with `{param}` segments. */
  path: string;
  auth: RouteAuth;
  /** Module below lambdas/, without extension; it exports `handler`. */
  handler: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Successful status code (default 200). */
  status?: number;
  access?: RouteAccess;
  /** Largest accepted JSON body in bytes (default 256 KiB). */
  maxBodyBytes?: number;
  /**
   * The handler gets the body's bytes exactly as sent (`rawBody`), unparsed
   * and with any content type, with the request headers: for payloads whose
   * signature covers the bytes (Stripe's webhooks). Such a route has no
   * `body` schema.
   */
  rawBody?: true;
  /**
   * API credentials (machines) holding one of these scopes may call the route,
   * acting as the credential's owner; the route's `auth` still applies to that
   * owner. Without it only people's tokens are accepted. docs/api-credentials.md#scopes
   */
  scopes?: readonly MachineScope[];
  /** The route's Lambda, when it needs more than the default 512 MB and 10 s (API Gateway waits at most 29 s); memory also buys CPU. */
  lambda?: { memoryMb: number; timeoutSeconds: number };
  /**
   * A throttle tighter than the stage default, for all callers together: one of
   * `ROUTE_THROTTLES` (contracts/request-limits.ts; docs/security.md#one-client-starving-everyone).
   */
  throttle?: RouteThrottle;
  /**
   * A signed-out visitor's guest token is accepted too (docs/access.md#guest-sessions): the
   * gateway's Lambda authorizer checks it, and the route's `auth` then applies to the guest as
   * to a customer who owns only the guest's boards. Every other route refuses guests (401).
   */
  guests?: true;
};
