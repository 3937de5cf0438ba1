import { credentialsFromEnv, signRequest } from './signed-request.ts';

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
  const headers = await signRequest(
    {
      method: 'POST',
      url,
      region,
      service: 'ssm',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AmazonSSM.GetParameter' },
      body,
    },
    credentialsFromEnv(),
  );
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`SSM GetParameter ${name}: ${response.status} ${text.slice(0, 300)}`);
  const value = (JSON.parse(text) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new Error(`The parameter ${name} is empty`);
  return value;
}
