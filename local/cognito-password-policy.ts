import { passwordPolicyViolation } from '../contracts/password-policy.ts';
import { fail, type Target } from './cognito-self-service.ts';

// cognito-local keeps any password it is given. A real pool refuses one its
// policy does not allow (contracts/password-policy.ts) with
// InvalidPasswordException wherever a password is set: signing up, resetting
// a forgotten one, an administrator setting one (ChangePassword is checked in
// local/cognito-self-service.ts). docs/local-stack.md#cognito

const SETS_A_PASSWORD = ['SignUp', 'ConfirmForgotPassword', 'AdminSetUserPassword'] as const;

export function passwordPolicyTargets(router: (target: string) => Target): Record<string, Target> {
  return Object.fromEntries(
    SETS_A_PASSWORD.map((target) => [
      target,
      async (ctx: Parameters<Target>[0], req: Record<string, unknown>) => {
        const violation = passwordPolicyViolation(typeof req.Password === 'string' ? req.Password : '');
        if (violation) throw fail('InvalidPasswordException', violation);
        return router(target)(ctx, req);
      },
    ]),
  );
}
