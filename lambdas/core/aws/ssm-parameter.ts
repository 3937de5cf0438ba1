import { postAwsJson } from './signed-request.ts';

// Reading one SecureString (the Stripe secrets) with a single signed
// GetParameter call instead of the SSM client, whose model alone is 78 kB of
// every card function's bundle (docs/performance.md#lambda-bundles). The
// endpoint follows the SDK's variables (AWS_ENDPOINT_URL_SSM, AWS_ENDPOINT_URL).

function endpoint(region: string): URL {
  return new URL(process.env.AWS_ENDPOINT_URL_SSM ?? process.env.AWS_ENDPOINT_URL ?? `https://ssm.${region}.amazonaws.com/`);
}

/** The decrypted value of the parameter `name`; throws when it is missing or empty. */
export async function readSecureParameter(name: string): Promise<string> {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const url = endpoint(region);
  const body = JSON.stringify({ Name: name, WithDecryption: true });
  const { ok, status, text } = await postAwsJson({ url, region, service: 'ssm', target: 'AmazonSSM.GetParameter', body });
  if (!ok) throw new Error(`SSM GetParameter ${name}: ${status} ${text.slice(0, 300)}`);
  const value = (JSON.parse(text) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new Error(`The parameter ${name} is empty`);
  return value;
}
