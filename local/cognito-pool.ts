import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { Outbox } from './outbox.ts';
import { close, HOST } from './http-util.ts';
import { challengeSessionTargets } from './cognito-challenge-sessions.ts';
import { passwordPolicyTargets } from './cognito-password-policy.ts';
import { confirmSignUpVerifyingEmail, selfServiceTargets, withTargets } from './cognito-self-service.ts';
import { userExistenceTargets } from './cognito-user-existence.ts';

// cognito-local is CommonJS with no exports map; load its building blocks the
// way its own createDefaultServer does, swapping in our message delivery.
const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);

const SUBJECTS: Record<string, string> = {
  SignUp: 'Confirm your email address',
  ResendCode: 'Confirm your email address',
  ForgotPassword: 'Reset your password',
  AdminCreateUser: 'Your temporary password',
  Authentication: 'Your sign-in code',
  UpdateUserAttribute: 'Confirm your new email address',
  VerifyUserAttribute: 'Confirm your email address',
};

export type CognitoPool = { url: string; close(): Promise<void> };

/**
 * Starts cognito-local on an internal port. Tokens are issued for
 * `issuerDomain` (the front's public URL), so the JWKS the gateway fetches
 * from the front verifies them.
 */
export async function startCognitoPool(options: { directory: string; issuerDomain: string; outbox: Outbox }): Promise<CognitoPool> {
  const pino = require('pino') as (o: object) => unknown;
  const logger = pino({ level: process.env.COGNITO_DEBUG ? 'debug' : 'silent' });
  const ctx = { logger };
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb.js');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService.js');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService.js');
  const { DateClock, TriggersService, LambdaService } = lib('services/index.js');
  const { CryptoService } = lib('services/crypto.js');
  const { otp } = lib('services/otp.js');
  const { JwtTokenGenerator } = lib('services/tokenGenerator.js');
  const { Router } = lib('server/Router.js');
  const { createServer } = lib('server/server.js');
  const { DefaultConfig } = lib('server/config.js');
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  const AWS = require('aws-sdk');

  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    ServerConfig: { port: 0, hostname: HOST, development: false, https: false },
  };
  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(options.directory);
  const cognito = await new CognitoServiceFactoryImpl(
    options.directory,
    dataStores,
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService({}, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const messages = {
    async deliver(
      _ctx: unknown,
      source: string,
      _clientId: unknown,
      _poolId: unknown,
      user: { Username: string },
      code: string,
      _meta: unknown,
      delivery: { Destination: string },
    ) {
      const subject = SUBJECTS[source] ?? 'A message from Copperline';
      const text =
        source === 'AdminCreateUser' ? `Your temporary password is ${code}` : `Your Copperline code is ${code}\n(user ${user.Username})`;
      options.outbox.add({ to: delivery.Destination, subject, text });
    },
  };
  const services = {
    clock,
    cognito,
    config,
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, withStandardClaims(triggers), config.TokenConfig),
    triggers,
  };
  // cognito-local's own calls, then the policy checks it lacks, then the calls answered as a real pool does.
  const ownRouter = Router(services);
  const policed = withTargets(ownRouter, passwordPolicyTargets(ownRouter));
  const router = withTargets(policed, {
    ...userExistenceTargets(services, policed),
    ...challengeSessionTargets(services, policed),
    ...selfServiceTargets(services),
    ConfirmSignUp: confirmSignUpVerifyingEmail(policed('ConfirmSignUp'), services),
  });
  const server = createServer(router, logger, config.ServerConfig, services);
  const http = (await server.start()) as Server;
  const { port } = http.address() as { port: number };
  return { url: `http://${HOST}:${port}`, close: () => close(http) };
}

type Attribute = { Name: string; Value?: string };
const ALREADY_IN_TOKEN = new Set(['sub', 'email']);

/**
 * cognito-local puts only e-mail and custom attributes in the id token; a real
 * pool puts every readable attribute there (given_name, family_name,
 * phone_number…). Its own pre-token-generation hook adds the rest, and writes
 * email_verified again: cognito-local reads "false" as true, and a cart holds
 * stock only for a confirmed address (docs/checkout.md#hold-limits).
 */
function withStandardClaims(triggers: { enabled(name: string): boolean }) {
  return Object.create(triggers, {
    enabled: { value: (name: string) => name === 'PreTokenGeneration' || triggers.enabled(name) },
    preTokenGeneration: {
      value: async (_ctx: unknown, event: { userAttributes: Attribute[] }) => {
        const claims: Record<string, string | boolean> = {};
        for (const a of event.userAttributes) {
          if (ALREADY_IN_TOKEN.has(a.Name) || a.Name.startsWith('custom:') || a.Value === undefined) continue;
          claims[a.Name] = a.Name.endsWith('_verified') ? a.Value === 'true' : a.Value;
        }
        return { claimsOverrideDetails: { claimsToAddOrOverride: claims } };
      },
    },
  });
}
