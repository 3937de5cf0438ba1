import type { CognitoCall } from './cognito-front.ts';
import { mintClientCredentialsToken } from './local-tokens.ts';

// The user pool domain's POST /oauth2/token for the client-credentials grant,
// which cognito-local lacks (docs/local-stack.md#cognito): the client id and
// secret in HTTP Basic (or the form), an optional `scope` that must be among
// the client's allowed scopes (none asked: all of them), and an access token
// signed with the pool's key, with `client_id`, `scope` and `token_use: access`.
// Errors are Cognito's: 400 with `{"error": "..."}`.

type Answer = { status: number; json: Record<string, unknown> };
type Client = {
  ClientSecret?: string;
  AllowedOAuthFlows?: string[];
  AllowedOAuthScopes?: string[];
  AccessTokenValidity?: number;
  TokenValidityUnits?: { AccessToken?: string };
};

const UNIT_SECONDS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };
const fail = (error: string): Answer => ({ status: 400, json: { error } });

function clientCredentials(form: URLSearchParams, authorization: string | undefined): { id: string; secret: string } | null {
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export function oauthTokenEndpoint(options: { call: CognitoCall; userPoolId: string; issuer: string }) {
  return async (body: Buffer, contentType: string | undefined, authorization: string | undefined): Promise<Answer> => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) return fail('invalid_request');
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('grant_type') !== 'client_credentials') return fail(form.get('grant_type') ? 'unsupported_grant_type' : 'invalid_request');
    const credentials = clientCredentials(form, authorization);
    if (!credentials) return fail('invalid_client');
    const described = await options.call('DescribeUserPoolClient', { UserPoolId: options.userPoolId, ClientId: credentials.id });
    const client = described.json.UserPoolClient as Client | undefined;
    if (described.status !== 200 || !client?.ClientSecret || client.ClientSecret !== credentials.secret) return fail('invalid_client');
    if (!client.AllowedOAuthFlows?.includes('client_credentials')) return fail('unauthorized_client');
    const allowed = client.AllowedOAuthScopes ?? [];
    const asked = form.get('scope')?.split(/\s+/).filter(Boolean) ?? [];
    if (asked.some((s) => !allowed.includes(s))) return fail('invalid_scope');
    const scope = (asked.length ? asked : allowed).join(' ');
    if (!scope) return fail('invalid_scope');
    const ttlSeconds = (client.AccessTokenValidity ?? 60) * (UNIT_SECONDS[client.TokenValidityUnits?.AccessToken ?? 'minutes'] ?? 60);
    const accessToken = await mintClientCredentialsToken({ issuer: options.issuer, clientId: credentials.id, scope, ttlSeconds });
    return { status: 200, json: { access_token: accessToken, expires_in: ttlSeconds, token_type: 'Bearer' } };
  };
}
