import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  PasskeyUserVerification,
  ResourceServerScope,
  StringAttribute,
  UserPool,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { GROUPS } from '#contracts/groups.ts';
import { MACHINE_RESOURCE_SERVER, MACHINE_SCOPES, MACHINE_SCOPE_MEANING } from '#contracts/machine-scopes.ts';
import { PASSWORD_POLICY } from '#contracts/password-policy.ts';

export type StoreUserPoolProps = {
  /** The site's host name: passkeys are bound to it. */
  passkeyRelyingPartyId: string;
  /**
   * A verified SES sender. Without it Cognito sends the mail itself, which is
   * capped at a few dozen messages a day: fine for a test stage, not for a shop.
   */
  emailSender?: { fromEmail: string; sesRegion?: string };
  /** The prefix of the pool's Cognito domain (`<prefix>.auth.<region>.amazoncognito.com`), where API credentials get tokens. */
  oauthDomainPrefix: string;
};

export type StoreUserPool = {
  userPool: UserPool;
  webClient: UserPoolClient;
  /** The client-credentials token endpoint of API credentials (docs/api-credentials.md). */
  oauthTokenUrl: string;
};

const standardProfile = { email: true, emailVerified: true, givenName: true, familyName: true, phoneNumber: true };

export function addStoreUserPool(scope: Construct, props: StoreUserPoolProps): StoreUserPool {
  const userPool = new UserPool(scope, 'UserPool', {
    selfSignUpEnabled: true,
    // Customers sign in with their email; Cognito's username stays an opaque id.
    signInAliases: { email: true, username: false },
    signInCaseSensitive: false,
    autoVerify: { email: true },
    // A changed email only replaces the old one once its code is confirmed.
    keepOriginal: { email: true },
    featurePlan: FeaturePlan.ESSENTIALS,
    signInPolicy: { allowedFirstAuthFactors: { password: true, passkey: true } },
    passkeyRelyingPartyId: props.passkeyRelyingPartyId,
    passkeyUserVerification: PasskeyUserVerification.REQUIRED,
    mfa: Mfa.OPTIONAL,
    mfaSecondFactor: { otp: true, sms: false },
    passwordPolicy: PASSWORD_POLICY,
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    email: props.emailSender
      ? UserPoolEmail.withSES({ fromEmail: props.emailSender.fromEmail, fromName: 'Copperline', sesRegion: props.emailSender.sesRegion })
      : UserPoolEmail.withCognito(),
    userVerification: {
      emailStyle: VerificationEmailStyle.CODE,
      emailSubject: 'Your Copperline confirmation code',
      emailBody: 'Your Copperline confirmation code is {####}.',
    },
    standardAttributes: {
      email: { required: true, mutable: true },
      givenName: { required: false, mutable: true },
      familyName: { required: false, mutable: true },
      phoneNumber: { required: false, mutable: true },
    },
    customAttributes: {
      user_id: new StringAttribute({ mutable: true }),
      organization: new StringAttribute({ mutable: true }),
      flags: new StringAttribute({ mutable: true }),
    },
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });

  GROUPS.forEach((groupName, precedence) => {
    new UserPoolGroup(scope, `${groupName}Group`, { userPool, groupName, precedence });
  });

  const webClient = userPool.addClient('WebClient', {
    generateSecret: false,
    // USER_AUTH carries passwords and passkeys; SRP stays for password
    // sign-in from older clients. Plain-text passwords are never accepted.
    authFlows: { user: true, userSrp: true, userPassword: false },
    // Nobody learns from sign-in or a password reset whether an address has an account: an unknown one is answered
    // like a wrong password or a code sent (docs/security.md#account-enumeration).
    preventUserExistenceErrors: true,
    accessTokenValidity: Duration.hours(1),
    idTokenValidity: Duration.hours(1),
    refreshTokenValidity: Duration.days(30),
    enableTokenRevocation: true,
    // No hosted UI: the SPA signs in through the API, so no OAuth flows.
    disableOAuth: true,
    readAttributes: new ClientAttributes().withStandardAttributes(standardProfile).withCustomAttributes('user_id', 'organization', 'flags'),
    // custom:user_id is set by the backend only (PUT /users): a customer who
    // could write it could claim another user's records. custom:flags is the
    // SPA's own per-user settings, written with UpdateUserAttributes (docs/data-model.md#account-attributes).
    writeAttributes: new ClientAttributes()
      .withStandardAttributes({ email: true, givenName: true, familyName: true, phoneNumber: true })
      .withCustomAttributes('organization', 'flags'),
  });

  // API credentials (docs/api-credentials.md): app clients made by the API
  // with the client-credentials grant get tokens for these scopes from the
  // pool's domain.
  userPool.addResourceServer('ApiResourceServer', {
    identifier: MACHINE_RESOURCE_SERVER,
    userPoolResourceServerName: 'Copperline API',
    scopes: MACHINE_SCOPES.map((scope) => new ResourceServerScope({ scopeName: scope, scopeDescription: MACHINE_SCOPE_MEANING[scope] })),
  });
  const domain = userPool.addDomain('OAuthDomain', { cognitoDomain: { domainPrefix: props.oauthDomainPrefix } });

  return { userPool, webClient, oauthTokenUrl: `${domain.baseUrl()}/oauth2/token` };
}
