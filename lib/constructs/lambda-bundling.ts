import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

// esbuild's ESM output has no `require`; CommonJS dependencies bundled into it
// still call it, so the bundle defines one.
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * How every Lambda is bundled (StoreFunction), and what `npm run bench -- lambdas`
 * bundles with to measure them (see docs/performance.md#lambda-bundles).
 */
export const lambdaBundling = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: requireShim,
  minify: true,
  sourceMap: true,
  // Maps only need line mappings for stack traces; embedded sources would
  // triple the zip and the cold-start parse.
  sourcesContent: false,
  // Bundle the AWS SDK too: the handlers run the versions we test
  // against, and not every @aws-sdk package (e.g. the presigner) is
  // guaranteed to be in the Lambda runtime.
  externalModules: [],
} as const satisfies BundlingOptions;
