import { localStackSetup } from '../support/local-stack-setup.ts';
import { STRIPE_WEBHOOK_TEST_SECRET } from '../support/stripe-webhook-secret.ts';

// The Stripe webhook route verifies signatures with this secret; the handlers
// run in this process, behind the local gateway.
process.env.STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_TEST_SECRET;

// Emulators + gateway, no web server.
export default localStackSetup({ web: 'none', seed: true });
