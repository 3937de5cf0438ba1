import { localStackSetup } from '../support/local-stack-setup.ts';

// Emulators + gateway, no web server.
export default localStackSetup({ web: 'none', seed: true });
