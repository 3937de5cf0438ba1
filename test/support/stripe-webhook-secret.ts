// The integration stack's Stripe webhook signing secret: the global setup puts
// it in the handlers' environment, the tests sign events with it.
export const STRIPE_WEBHOOK_TEST_SECRET = 'whsec_copperline_integration_tests';
