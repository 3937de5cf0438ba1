import { postAwsJson } from './signed-request.ts';
import type { GuestTokenKey } from '../guests/guest-tokens.ts';

// The key guest tokens are signed with (docs/access.md#guest-sessions):
// GUEST_TOKEN_KEY (the local stack makes one when it starts, local/aws-env.ts) or the Secrets
// Manager secret named by GUEST_TOKEN_SECRET_ARN (AWS; CDK generates it and
// grants reading it to the routes that sign or verify guest tokens and to the
// authorizer), read once per container with one signed call (as
// ssm-parameter.ts reads SSM, without an SDK client in the bundle).

let fromSecret: Promise<string> | undefined;

async function readSecret(arn: string): Promise<string> {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const url = new URL(
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER ?? process.env.AWS_ENDPOINT_URL ?? `https://secretsmanager.${region}.amazonaws.com/`,
  );
  const body = JSON.stringify({ SecretId: arn });
  const { ok, status, text } = await postAwsJson({ url, region, service: 'secretsmanager', target: 'secretsmanager.GetSecretValue', body });
  if (!ok) throw new Error(`GetSecretValue: ${status} ${text.slice(0, 300)}`);
  const value = (JSON.parse(text) as { SecretString?: string }).SecretString;
  if (!value) throw new Error('The guest token secret is empty');
  return value;
}

export const guestTokenKey: GuestTokenKey = async () => {
  const local = process.env.GUEST_TOKEN_KEY?.trim();
  if (local) return local;
  const arn = process.env.GUEST_TOKEN_SECRET_ARN?.trim();
  if (!arn) throw new Error('Neither GUEST_TOKEN_KEY nor GUEST_TOKEN_SECRET_ARN is set');
  fromSecret ??= readSecret(arn).catch((error: unknown) => {
    fromSecret = undefined;
    throw error;
  });
  return fromSecret;
};
