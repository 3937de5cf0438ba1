// Where the SPA finds its runtime configuration; in a module of its own so the
// web app's first load reads it without the schema (and zod).
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
