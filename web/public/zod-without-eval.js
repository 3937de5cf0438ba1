// Zod 4 probes `Function('')` to compile faster parsers; the store's CSP forbids
// eval, so Chromium would report a violation on every page. A classic script
// runs before the app's modules (contracts parse at import time), and zod reads
// its settings from this global. See docs/security.md#content-security-policy.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
