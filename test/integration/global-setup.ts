import { localStackSetup } from '../support/local-stack-setup.ts';
import { TEST_STANDING_WINDOW_MS } from '../support/staff-standing-window.ts';
import { STRIPE_WEBHOOK_TEST_SECRET } from '../support/stripe-webhook-secret.ts';

// The Stripe webhook route verifies signatures with this secret; the handlers
// run in this process, behind the local gateway.
process.env.STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_TEST_SECRET;
// What a staff check read from the pool is trusted this long here, not 60 s (test/integration/staff-standing.test.ts).
process.env.STAFF_STANDING_WINDOW_MS = String(TEST_STANDING_WINDOW_MS);

// Emulators + gateway, no web server.
export default localStackSetup({ web: 'none', seed: true });
