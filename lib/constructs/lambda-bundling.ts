import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

// esbuild's ESM output has no `require`; CommonJS dependencies bundled into it
// still call it, so the bundle defines one.
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * The default credential chain's sources after the environment: SSO, profile
 * files, processes, web identity, container and instance metadata, and the
 * STS/SSO clients they use. Lambda always puts the role's credentials in the
 * environment, which the chain reads first, so these are never loaded there;
 * the chain imports them lazily, but a single-file bundle would still carry
 * them (about 127 kB in every function). see docs/performance.md#lambda-bundles
 */
export const credentialChainBeyondEnv = [
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/nested-clients',
  '@aws-sdk/token-providers',
  '@smithy/credential-provider-imds',
];

/**
 * Packages a function installs into its asset's node_modules (CDK's
 * `nodeModules`: the lock file's version, left out of the bundle) instead of
 * bundling, each with the functions whose code imports it and the files of
 * it they keep. SheetJS (364 kB minified) is imported lazily, only when a
 * workbook arrives, and most BOM and placement files are CSV or KiCad .pos:
 * installed, it costs those uploads no parse time. It keeps its ESM build
 * (what `import` resolves to), manifest and licence; the rest (CommonJS and
 * browser builds, maps, types: 7 MB) would only lengthen the code download.
 * test/infra/lambda-bundle-size.test.ts keeps each function list equal to the
 * functions whose bundle imports the package. see docs/performance.md#lambda-bundles
 */
export const installedModules = {
  '@e965/xlsx': {
    functions: ['events/run-migrations', 'http/assembly/add-placement-file', 'http/assembly/upload-bom'],
    keep: ['package.json', 'xlsx.mjs', 'LICENSE'],
  },
} as const satisfies Record<string, { functions: readonly string[]; keep: readonly string[] }>;

/** The packages one function (its module below lambdas/, no extension) installs instead of bundling. */
export function installedModulesOf(handler: string): string[] {
  return Object.entries(installedModules)
    .filter(([, { functions }]) => (functions as readonly string[]).includes(handler))
    .map(([name]) => name);
}

/**
 * Shell commands run in the asset folder after CDK's `npm ci`: drop the lock
 * file copied in for it and what the installed packages keep no use for.
 */
export function pruneInstalled(outputDir: string, names: readonly string[]): string[] {
  const prune = Object.entries(installedModules)
    .filter(([name]) => names.includes(name))
    .map(([name, { keep }]) => {
      const spared = keep.map((file) => `! -name '${file}'`).join(' ');
      return `find "${outputDir}/node_modules/${name}" -mindepth 1 -maxdepth 1 ${spared} -exec rm -rf {} +`;
    });
  return [`rm -rf "${outputDir}/package-lock.json" "${outputDir}/node_modules/.bin"`, ...prune];
}

/**
 * Packages bundled as another: readable-stream (the Gerber parser and plotter's streams) is a copy of Node's own
 * stream module, 37 kB of the upload processor's budget (docs/performance.md#lambda-bundles).
 */
export const bundleAliases: Readonly<Record<string, string>> = { 'readable-stream': 'node:stream' };

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
  // guaranteed to be in the Lambda runtime. Only the credential sources
  // Lambda never reaches stay out (see credentialChainBeyondEnv), and the
  // packages a function installs (installedModulesOf, added per function).
  externalModules: credentialChainBeyondEnv,
  esbuildArgs: Object.fromEntries(Object.entries(bundleAliases).map(([from, to]) => [`--alias:${from}`, to])),
} as const satisfies BundlingOptions;
