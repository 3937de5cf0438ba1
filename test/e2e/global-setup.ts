import { localStackSetup } from '../support/local-stack-setup.ts';

// The whole store, built for production and served like CloudFront would.
export default localStackSetup({ web: 'preview', seed: true });
