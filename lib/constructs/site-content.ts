import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { RUNTIME_CONFIG_PATH } from '#contracts/runtime-config.ts';
import type { RuntimeConfig } from '#contracts/runtime-config.ts';

export type SiteContentProps = {
  bucket: IBucket;
  distribution: IDistribution;
  runtimeConfig: RuntimeConfig;
  /** The vite build output; without index.html only the runtime config is deployed. */
  webDistPath: string;
};

// Hashed build assets are immutable and never pruned, so a browser still on
// the previous index.html can load its chunks; index.html and the runtime
// config are revalidated on every load and go up last, then the cache is
// invalidated.
export function deploySiteContent(scope: Construct, props: SiteContentProps): void {
  const runtimeConfig = Source.jsonData(RUNTIME_CONFIG_PATH.replace(/^\//, ''), props.runtimeConfig);
  const hasBuild = existsSync(path.join(props.webDistPath, 'index.html'));
  const assetsPath = path.join(props.webDistPath, 'assets');

  let assets: BucketDeployment | undefined;
  if (hasBuild && existsSync(assetsPath)) {
    assets = new BucketDeployment(scope, 'DeployAssets', {
      destinationBucket: props.bucket,
      destinationKeyPrefix: 'assets/',
      sources: [Source.asset(assetsPath)],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
    });
  }

  const entry = new BucketDeployment(scope, 'DeployEntry', {
    destinationBucket: props.bucket,
    sources: hasBuild ? [Source.asset(props.webDistPath, { exclude: ['assets', 'assets/**'] }), runtimeConfig] : [runtimeConfig],
    cacheControl: [CacheControl.noCache()],
    prune: false,
    memoryLimit: 512,
    distribution: props.distribution,
    distributionPaths: ['/*'],
  });
  if (assets) entry.node.addDependency(assets);
}
