import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '#contracts/telemetry.ts';
import { repoRoot } from '../repo-root.ts';
import { LOG_RETENTION } from './log-retention.ts';
import { installedModulesOf, lambdaBundling, pruneInstalled } from './lambda-bundling.ts';

export type StoreFunctionProps = {
  /** Module below lambdas/, without extension (as in the route table). */
  handler: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  /** A log group shared with other functions (the API's); by default the function gets its own. */
  logGroup?: ILogGroup;
};

// One Lambda with the store's defaults: Node 22 on Graviton, an ESM bundle with
// source maps, JSON logs kept a month. The construct owns its log group (or is
// given a shared one) so the retention is set without CDK's log-retention
// custom resource. Every function is traced by X-Ray and gets the Powertools
// settings here, once (see docs/operations.md). A function that reads
// spreadsheets installs SheetJS beside its bundle (installedModulesOf).
export class StoreFunction extends Construct {
  readonly fn: NodejsFunction;
  /** Its module below lambdas/, without extension. */
  readonly handler: string;
  /** Packages installed into its node_modules instead of bundled (lambda-bundling.ts). */
  readonly installedModules: readonly string[];

  constructor(scope: Construct, id: string, props: StoreFunctionProps) {
    super(scope, id);
    this.handler = props.handler;
    this.installedModules = installedModulesOf(props.handler);
    const logGroup =
      props.logGroup ??
      new LogGroup(this, 'Logs', {
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
    this.fn = new NodejsFunction(this, 'Function', {
      entry: path.join(repoRoot, 'lambdas', `${props.handler}.ts`),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: Tracing.ACTIVE,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        LOG_LEVEL: 'INFO',
      },
      bundling: {
        ...lambdaBundling,
        mainFields: [...lambdaBundling.mainFields],
        externalModules: [...lambdaBundling.externalModules],
        // CDK marks these external and runs `npm ci` for them in the asset
        // folder; an empty list would still run it, so none is given then.
        ...(this.installedModules.length ? this.installing(this.installedModules) : {}),
      },
    });
  }

  /** CDK's nodeModules for these packages, pruned once `npm ci` has run (lambda-bundling.ts). */
  private installing(names: readonly string[]): Pick<BundlingOptions, 'nodeModules' | 'commandHooks'> {
    return {
      nodeModules: [...names],
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (_inputDir, outputDir) => pruneInstalled(outputDir, names),
      },
    };
  }
}
