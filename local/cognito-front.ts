import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close, HOST, listen, readBody } from './http-util.ts';
import { passkeyHandlers } from './passkeys.ts';

// The small piece in front of cognito-local for what it lacks and the store
// needs: the USER_AUTH flow (password first factor; passkeys are added by the
// accounts work) and GetTokensFromRefreshToken, which Amplify v6 uses to
// refresh. Every other call, and the JWKS, passes through unchanged.

type Json = Record<string, unknown>;
export type CognitoCall = (action: string, body: Json) => Promise<{ status: number; json: Json }>;

export function cognitoCaller(url: string): CognitoCall {
  return async (action, body) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Json) : {} };
  };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
  'access-control-expose-headers': 'x-amzn-requestid,x-amzn-errortype,x-amzn-errormessage,date',
  'access-control-max-age': '86400',
};

function send(res: ServerResponse, status: number, json: Json) {
  const body = JSON.stringify(json);
  const headers: Record<string, string> = {
    ...CORS,
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-requestid': crypto.randomUUID(),
  };
  if (status >= 400 && typeof json.__type === 'string') {
    headers['x-amzn-errortype'] = json.__type;
    headers['x-amzn-errormessage'] = String(json.message ?? '');
  }
  res.writeHead(status, headers);
  res.end(body);
}

const error = (type: string, message: string) => ({ status: 400, json: { __type: type, message } });

// cognito-local answers a wrong password with InvalidPasswordException and an
// unknown address with NotAuthorizedException "User not authorized"; a real
// pool whose client prevents user existence errors (the store's) says
// NotAuthorizedException "Incorrect username or password." to both
// (docs/security.md#account-enumeration).
function asCognitoSignIn(answer: { status: number; json: Json }) {
  const type = String(answer.json.__type ?? answer.json.code ?? '');
  const unknownUser = type.includes('NotAuthorized') && answer.json.message === 'User not authorized';
  if (answer.status !== 200 && (type.includes('InvalidPassword') || unknownUser)) {
    return error('NotAuthorizedException', 'Incorrect username or password.');
  }
  return answer;
}

export type TokenEndpoint = (
  body: Buffer,
  contentType: string | undefined,
  authorization: string | undefined,
) => Promise<{ status: number; json: Json }>;

export type Handlers = Record<string, (body: Json) => Promise<{ status: number; json: Json }>>;

export function frontHandlers(call: CognitoCall, passkeys: Handlers): Handlers {
  const refresh = async (refreshToken: unknown, clientId: unknown) => {
    const own = await passkeys.RefreshPasskeySession!({ RefreshToken: refreshToken });
    if (own.status !== 404) return own;
    return call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } });
  };
  return {
    StartWebAuthnRegistration: passkeys.StartWebAuthnRegistration!,
    CompleteWebAuthnRegistration: passkeys.CompleteWebAuthnRegistration!,
    ListWebAuthnCredentials: passkeys.ListWebAuthnCredentials!,
    DeleteWebAuthnCredential: passkeys.DeleteWebAuthnCredential!,
    async RespondToAuthChallenge(body) {
      if (body.ChallengeName === 'WEB_AUTHN') return passkeys.RespondToWebAuthnChallenge!(body);
      return call('RespondToAuthChallenge', body);
    },
    async InitiateAuth(body) {
      const params = (body.AuthParameters ?? {}) as Record<string, string>;
      if (body.AuthFlow === 'USER_AUTH') {
        const preferred = params.PREFERRED_CHALLENGE;
        if (preferred === 'PASSWORD' || (!preferred && params.PASSWORD)) {
          if (!params.PASSWORD) return error('InvalidParameterException', 'PASSWORD is required for the PASSWORD challenge');
          return asCognitoSignIn(
            await call('InitiateAuth', {
              ...body,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: params.USERNAME, PASSWORD: params.PASSWORD },
            }),
          );
        }
        if (preferred === 'WEB_AUTHN') return passkeys.StartPasskeySignIn!(body);
        if (!preferred) {
          return {
            status: 200,
            json: {
              ChallengeName: 'SELECT_CHALLENGE',
              AvailableChallenges: ['PASSWORD', 'WEB_AUTHN'],
              Session: Buffer.from(JSON.stringify({ u: params.USERNAME })).toString('base64url'),
              ChallengeParameters: {},
            },
          };
        }
        return error('InvalidParameterException', `The ${preferred} first factor is not available in the local user pool yet.`);
      }
      if (body.AuthFlow === 'USER_SRP_AUTH') {
        return error(
          'InvalidParameterException',
          'USER_SRP_AUTH is not available in the local user pool; the store signs in with USER_AUTH.',
        );
      }
      if (body.AuthFlow === 'REFRESH_TOKEN_AUTH') return refresh(params.REFRESH_TOKEN, body.ClientId);
      return asCognitoSignIn(await call('InitiateAuth', body));
    },
    // cognito-local lists the groups of the name given as it was given, so an e-mail finds none; a real pool resolves
    // the alias first, as AdminGetUser here does (a credential made before issuers were recorded is checked by its
    // creator's e-mail: docs/security.md#machines-of-admins-who-left).
    async AdminListGroupsForUser(body) {
      const user = await call('AdminGetUser', { UserPoolId: body.UserPoolId, Username: body.Username });
      return user.status === 200 ? call('AdminListGroupsForUser', { ...body, Username: user.json.Username }) : user;
    },
    async GetTokensFromRefreshToken(body) {
      const r = await refresh(body.RefreshToken, body.ClientId);
      if (r.status !== 200) return r;
      const result = (r.json.AuthenticationResult ?? {}) as Json;
      return { status: 200, json: { AuthenticationResult: { ...result, RefreshToken: result.RefreshToken ?? body.RefreshToken } } };
    },
  };
}

/** Listens first (the pool needs the front's URL as its issuer); `attach` connects the pool. */
export async function startCognitoFront(options: { port?: number; passkeyStateFile: string }) {
  let poolUrl = '';
  let call: CognitoCall = async () => ({ status: 503, json: { __type: 'ServiceUnavailable', message: 'starting' } });
  let handlers: Handlers = {};
  // The identity pool's calls (local/cognito-identity.ts), told apart by their X-Amz-Target service.
  let identityHandlers: Handlers = {};
  let tokenEndpoint: TokenEndpoint | undefined;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        return res.end();
      }
      if (req.method === 'GET') {
        const upstream = await fetch(poolUrl + req.url);
        res.writeHead(upstream.status, { ...CORS, 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
        return res.end(Buffer.from(await upstream.arrayBuffer()));
      }
      if (req.method === 'POST' && req.url?.split('?')[0] === '/oauth2/token' && tokenEndpoint) {
        const answer = await tokenEndpoint(await readBody(req, 64 * 1024), req.headers['content-type'], req.headers.authorization);
        res.writeHead(answer.status, { ...CORS, 'content-type': 'application/json', 'cache-control': 'no-store' });
        return res.end(JSON.stringify(answer.json));
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      const action = target.split('.').pop() ?? '';
      const raw = await readBody(req, 1024 * 1024);
      const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Json) : {};
      if (target.startsWith('AWSCognitoIdentityService.')) {
        const identity = identityHandlers[action];
        const r = identity
          ? await identity(body)
          : { status: 400, json: { __type: 'UnknownOperationException', message: `${action} is not served by the local identity pool` } };
        return send(res, r.status, r.json);
      }
      const handler = handlers[action];
      const r = handler ? await handler(body) : await call(action, body);
      send(res, r.status, r.json);
    } catch (err) {
      send(res, 500, { __type: 'InternalErrorException', message: String(err) });
    }
  });
  const port = await listen(server, options.port ?? 0);
  const publicUrl = `http://${HOST}:${port}`;
  return {
    url: publicUrl,
    attach(url: string) {
      poolUrl = url;
      call = cognitoCaller(url);
      handlers = frontHandlers(call, passkeyHandlers({ call, issuer: () => publicUrl, stateFile: options.passkeyStateFile }));
    },
    /** Serves the identity pool stand-in once the user pool's ids are known. */
    attachIdentityPool(identity: Handlers) {
      identityHandlers = identity;
    },
    /** Serves the user pool domain's POST /oauth2/token (local/oauth-token.ts). */
    attachTokenEndpoint(endpoint: TokenEndpoint) {
      tokenEndpoint = endpoint;
    },
    close: () => close(server),
  };
}
