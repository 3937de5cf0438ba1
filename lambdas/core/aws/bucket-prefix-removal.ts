import { bucketRegion, failBucketRequest, objectUrl, sendBucketRequest } from './bucket-object-reads.ts';
import { credentialsFromEnv, signRequest } from './signed-request.ts';

// Deleting every object under a prefix of the uploads bucket (an expired guest
// board's files; docs/access.md#expiry-of-guest-boards) with plain signed
// requests, as bucket-object-reads.ts reads: a ListObjectsV2 page, then one
// DELETE per key (a guest board has a handful of files).

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity);

async function listPage(prefix: string): Promise<string[]> {
  const url = objectUrl('');
  url.searchParams.set('list-type', '2');
  url.searchParams.set('prefix', prefix);
  const headers = await signRequest({ method: 'GET', url, region: bucketRegion(), service: 's3' }, credentialsFromEnv());
  const response = await fetch(url, { headers });
  if (!response.ok) return failBucketRequest('GET', `${prefix}?list-type=2`, response);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1] ?? ''));
}

/** Deletes everything under `prefix` (which must end in "/"); the number of objects deleted. */
export async function removeObjectsUnder(prefix: string): Promise<number> {
  if (!prefix.endsWith('/')) throw new Error(`Refusing to remove objects under ${prefix}: not a folder`);
  let removed = 0;
  // Each page's keys are deleted before the next list, so the next list starts with what is left.
  for (let keys = await listPage(prefix); keys.length > 0; keys = await listPage(prefix)) {
    for (const key of keys) {
      const response = await sendBucketRequest('DELETE', key);
      if (!response.ok && response.status !== 404) return failBucketRequest('DELETE', key, response);
      await response.body?.cancel();
      removed++;
    }
  }
  return removed;
}
