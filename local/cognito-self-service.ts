import { createRequire } from 'node:module';
import { passwordPolicyViolation } from '../contracts/password-policy.ts';
import { AttemptLimiter } from './attempt-limiter.ts';
import { verifyAccessToken } from './local-tokens.ts';

// Self-service calls the store makes that cognito-local lacks or answers
// unlike a real pool, added to its router in-process (they need its user
// store: a resent code must replace the one ConfirmSignUp checks).
//
// - ResendConfirmationCode: missing from cognito-local. As a real pool: for
//   an unknown or disabled account, a client that prevents user existence
//   errors (the store's) answers a simulated delivery and sends nothing,
//   another UserNotFoundException; InvalidParameterException "User is already
//   confirmed.", LimitExceededException past a few resends an hour; otherwise
//   a new code is mailed (to the local outbox) and the old one stops working.
// - ChangePassword: cognito-local neither verifies the access token nor checks
//   the policy, and calls a wrong current password InvalidPasswordException.
//   A real pool answers NotAuthorizedException "Incorrect username or
//   password.", refuses a bad or expired token with NotAuthorizedException,
//   a weak new password with InvalidPasswordException, and repeated wrong
//   current passwords with LimitExceededException.
//
// Cognito does not publish its limits; these are in the range people observe.
export const RESEND_LIMIT = { attempts: 5, windowMs: 60 * 60 * 1000 };
export const CHANGE_PASSWORD_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 };
const ATTEMPT_LIMIT_MESSAGE = 'Attempt limit exceeded, please try after some time.';

const require = createRequire(import.meta.url);
const { CognitoError } = require('cognito-local/lib/errors.js') as { CognitoError: new (code: string, message: string) => Error };
/** An error cognito-local's server answers as Cognito does: 400 with `__type` and `message`. */
export const fail = (code: string, message: string) => new CognitoError(code, message);

type Attribute = { Name: string; Value?: string };
type PoolUser = {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Password?: string;
  Attributes?: Attribute[];
  ConfirmationCode?: string;
  UserLastModifiedDate?: Date;
};
type Ctx = { logger: unknown };
type UserPool = {
  options: { Id: string };
  getUserByUsername(ctx: Ctx, username: string): Promise<PoolUser | null>;
  saveUser(ctx: Ctx, user: PoolUser): Promise<void>;
};
type Delivery = { AttributeName: string; DeliveryMedium: string; Destination: string };
export type PoolServices = {
  cognito: {
    getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<UserPool>;
    getAppClient(ctx: Ctx, clientId: string): Promise<{ PreventUserExistenceErrors?: string } | null>;
  };
  clock: { get(): Date };
  messages: {
    deliver(
      ctx: Ctx,
      source: string,
      clientId: string,
      poolId: string,
      user: PoolUser,
      code: string,
      meta: unknown,
      delivery: Delivery,
    ): Promise<void>;
  };
  otp: () => string;
  config: { TokenConfig: { IssuerDomain: string } };
};
export type Target = (ctx: Ctx, req: Record<string, unknown>) => Promise<unknown>;

/** "ada@example.com" → "a***@e***", as Cognito masks a delivery address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** Whether the app client answers an unknown account like a known one (PreventUserExistenceErrors ENABLED). */
export async function hidesUserExistence(services: PoolServices, ctx: Ctx, clientId: string): Promise<boolean> {
  return (await services.cognito.getAppClient(ctx, clientId))?.PreventUserExistenceErrors === 'ENABLED';
}

/** What such a client answers for an account it will not name: a code "sent" to the masked address typed. */
export const simulatedDelivery = (username: string) => ({
  CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(username) },
});

function decodedClientId(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { client_id?: unknown };
    return typeof payload.client_id === 'string' ? payload.client_id : '';
  } catch {
    return '';
  }
}

export function selfServiceTargets(services: PoolServices, now: () => number = Date.now): Record<string, Target> {
  const resends = new AttemptLimiter(RESEND_LIMIT.attempts, RESEND_LIMIT.windowMs, now);
  const wrongPasswords = new AttemptLimiter(CHANGE_PASSWORD_LIMIT.attempts, CHANGE_PASSWORD_LIMIT.windowMs, now);

  async function tokenUser(ctx: Ctx, accessToken: unknown): Promise<{ pool: UserPool; user: PoolUser }> {
    const token = typeof accessToken === 'string' ? accessToken : '';
    const clientId = decodedClientId(token);
    if (!clientId) throw fail('NotAuthorizedException', 'Invalid Access Token');
    let pool: UserPool;
    try {
      pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    } catch {
      throw fail('NotAuthorizedException', 'Invalid Access Token');
    }
    let username: string;
    try {
      ({ username } = await verifyAccessToken(token, `${services.config.TokenConfig.IssuerDomain}/${pool.options.Id}`));
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw fail('NotAuthorizedException', expired ? 'Access Token has expired' : 'Invalid Access Token');
    }
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw fail('NotAuthorizedException', 'User does not exist.');
    return { pool, user };
  }

  return {
    async ResendConfirmationCode(ctx, req) {
      const clientId = String(req.ClientId ?? '');
      const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
      const username = String(req.Username ?? '');
      const user = await pool.getUserByUsername(ctx, username);
      if ((!user || user.Enabled === false) && (await hidesUserExistence(services, ctx, clientId))) return simulatedDelivery(username);
      if (!user) throw fail('UserNotFoundException', 'Username/client id combination not found.');
      if (user.UserStatus !== 'UNCONFIRMED') throw fail('InvalidParameterException', 'User is already confirmed.');
      if (resends.isLimited(user.Username)) throw fail('LimitExceededException', ATTEMPT_LIMIT_MESSAGE);
      resends.record(user.Username);
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (!email) throw fail('InvalidParameterException', 'Cannot deliver a code: the user has no email address.');
      const code = services.otp();
      await services.messages.deliver(ctx, 'ResendCode', clientId, pool.options.Id, user, code, req.ClientMetadata, {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: email,
      });
      await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
      return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) } };
    },

    async ChangePassword(ctx, req) {
      const { pool, user } = await tokenUser(ctx, req.AccessToken);
      if (wrongPasswords.isLimited(user.Username)) throw fail('LimitExceededException', ATTEMPT_LIMIT_MESSAGE);
      if (typeof req.PreviousPassword !== 'string' || req.PreviousPassword !== user.Password) {
        wrongPasswords.record(user.Username);
        throw fail('NotAuthorizedException', 'Incorrect username or password.');
      }
      const proposed = typeof req.ProposedPassword === 'string' ? req.ProposedPassword : '';
      const violation = passwordPolicyViolation(proposed);
      if (violation) throw fail('InvalidPasswordException', violation);
      wrongPasswords.clear(user.Username);
      await pool.saveUser(ctx, { ...user, Password: proposed, UserLastModifiedDate: services.clock.get() });
      return {};
    },
  };
}

/**
 * cognito-local's ConfirmSignUp, then the address marked verified: a real pool
 * sets `email_verified` when the code it mailed confirms the sign-up, which a
 * cart needs before it holds stock (docs/checkout.md#hold-limits).
 */
export function confirmSignUpVerifyingEmail(confirm: Target, services: PoolServices): Target {
  return async (ctx, req) => {
    const answer = await confirm(ctx, req);
    const pool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''));
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (user) {
      const others = (user.Attributes ?? []).filter((a) => a.Name !== 'email_verified');
      await pool.saveUser(ctx, { ...user, Attributes: others.concat({ Name: 'email_verified', Value: 'true' }) });
    }
    return answer;
  };
}

/** cognito-local's router with our targets in front of its own. */
export function withTargets<R extends (target: string) => Target>(router: R, targets: Record<string, Target>): (target: string) => Target {
  return (target) => targets[target] ?? router(target);
}
