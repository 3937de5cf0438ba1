import { existsSync } from 'node:fs';

// The browser the end-to-end tests drive: Debian's Chromium headless shell (Playwright cannot download its own
// browser here), the same engine without the full browser around it. A cold page costs about a third of the CPU
// it costs in the full browser's headless mode (docs/contributing.md#the-test-suite); CHROMIUM_PATH overrides it.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
