// Zod 4 probes `Function('')` to compile faster parsers; the store's CSP forbids eval, so Chromium would report a
// violation on every page. zod reads its settings from this global when it loads, and it loads only in chunks the
// app imports later (schemas come with the first call or form that needs them), so the entry's first import sets it.
// See docs/security.md#content-security-policy.
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
