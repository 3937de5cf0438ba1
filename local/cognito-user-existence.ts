import { fail, hidesUserExistence, maskEmail, simulatedDelivery, type PoolServices, type Target } from './cognito-self-service.ts';

// Password recovery as a real pool answers it for an app client that prevents
// user existence errors (the store's web client), where cognito-local names
// the unknown account (docs/security.md#account-enumeration):
// - ForgotPassword: an unknown or disabled account gets a simulated delivery
//   to the masked address typed, and nothing is sent; a known one gets its
//   code, and the answer masks the address as Cognito does.
// - ConfirmForgotPassword: an unknown or disabled account gets
//   CodeMismatchException, like a wrong code; an account that asked for no
//   code, ExpiredCodeException.
// A client without the setting gets cognito-local's answers.

export function userExistenceTargets(services: PoolServices, router: (target: string) => Target): Record<string, Target> {
  async function account(ctx: Parameters<Target>[0], req: Record<string, unknown>) {
    const clientId = String(req.ClientId ?? '');
    const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
    const hidden = (!user || user.Enabled === false) && (await hidesUserExistence(services, ctx, clientId));
    return { user, hidden };
  }

  return {
    async ForgotPassword(ctx, req) {
      const { hidden } = await account(ctx, req);
      if (hidden) return simulatedDelivery(String(req.Username ?? ''));
      const sent = (await router('ForgotPassword')(ctx, req)) as { CodeDeliveryDetails?: { Destination?: string } };
      const destination = sent.CodeDeliveryDetails?.Destination;
      return destination ? { ...sent, CodeDeliveryDetails: { ...sent.CodeDeliveryDetails, Destination: maskEmail(destination) } } : sent;
    },

    async ConfirmForgotPassword(ctx, req) {
      const { user, hidden } = await account(ctx, req);
      if (hidden) throw fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
      if (user && !user.ConfirmationCode) throw fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      return router('ConfirmForgotPassword')(ctx, req);
    },
  };
}
