import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '#contracts/groups.ts';
import { MACHINE_RESOURCE_SERVER, MACHINE_SCOPES } from '#contracts/machine-scopes.ts';
import { synthCopperline, withEverySetting } from './synth-copperline.ts';

let stateful: Template;

beforeAll(() => {
  ({ stateful } = synthCopperline());
});

describe('the user pool', () => {
  it('lets customers sign themselves up and sign in with their email', () => {
    stateful.resourceCountIs('AWS::Cognito::UserPool', 1);
    stateful.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        DeletionProtection: 'ACTIVE',
      }),
    });
  });

  it('offers passwords and passkeys on the Essentials plan, passkeys with user verification', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({
        SignInPolicy: { AllowedFirstAuthFactors: Match.arrayEquals(['PASSWORD', 'WEB_AUTHN']) },
      }),
      WebAuthnRelyingPartyID: 'localhost',
      WebAuthnUserVerification: 'required',
    });
  });

  it('has optional TOTP MFA and no SMS', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  // The SPA adds docs/validation.md#passwords: "a digit or one of ! @ # % &"; Cognito cannot say "or" (contracts/password-policy.ts).
  // 12 for everyone, since staff need 12 and the pool has one policy (docs/security.md#staff-passwords).
  it('requires 12+ characters with lower and upper case, leaving the digit-or-symbol class to the SPA', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: Match.objectLike({
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      }),
    });
  });

  it('has the optional profile attributes and the custom attributes user_id, organization, flags', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        { Name: 'email', Required: true, Mutable: true },
        { Name: 'given_name', Required: false, Mutable: true },
        { Name: 'family_name', Required: false, Mutable: true },
        { Name: 'phone_number', Required: false, Mutable: true },
        ...['user_id', 'organization', 'flags'].map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
      ]),
    });
  });

  it('mails confirmation codes; through Cognito by default, through SES when a sender is set', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
      VerificationMessageTemplate: Match.objectLike({
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailMessage: Match.stringLikeRegexp('\\{####\\}'),
      }),
    });
    const withSes = synthCopperline(withEverySetting);
    withSes.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: 'Copperline <orders@shop.example.com>' }),
    });
  });

  it(`has the groups ${GROUPS.join(', ')}`, () => {
    stateful.resourceCountIs('AWS::Cognito::UserPoolGroup', GROUPS.length);
    for (const group of GROUPS) {
      stateful.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    }
  });
});

describe('the web client', () => {
  it('has no secret and allows USER_AUTH and SRP, never plain passwords', () => {
    stateful.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const [client] = Object.values(stateful.findResources('AWS::Cognito::UserPoolClient'));
    const props = client?.Properties as Record<string, unknown>;
    expect(props.GenerateSecret).toBe(false);
    expect(props.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']));
    expect(props.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(props.ExplicitAuthFlows).not.toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
    expect(props.AllowedOAuthFlows).toBeUndefined();
  });

  it('never tells whether an address has an account (docs/security.md#account-enumeration)', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', { PreventUserExistenceErrors: 'ENABLED' });
  });

  it('issues 1 h access and id tokens, 30-day refresh tokens, and can revoke them', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
    });
  });

  it('lets customers read custom:user_id but never write it; profile, organization and flags are theirs', () => {
    const [client] = Object.values(stateful.findResources('AWS::Cognito::UserPoolClient'));
    const props = client?.Properties as { ReadAttributes: string[]; WriteAttributes: string[] };
    expect(props.ReadAttributes).toEqual(expect.arrayContaining(['custom:user_id', 'custom:flags', 'custom:organization', 'email']));
    expect(props.WriteAttributes).toEqual(
      expect.arrayContaining(['email', 'given_name', 'family_name', 'phone_number', 'custom:organization', 'custom:flags']),
    );
    expect(props.WriteAttributes).not.toContain('custom:user_id');
  });
});

describe('API credentials (docs/api-credentials.md)', () => {
  it('has a resource server with the machine scopes and a Cognito domain for /oauth2/token', () => {
    stateful.hasResourceProperties('AWS::Cognito::UserPoolResourceServer', {
      Identifier: MACHINE_RESOURCE_SERVER,
      Scopes: MACHINE_SCOPES.map((scope) => ({ ScopeName: scope, ScopeDescription: Match.anyValue() })),
    });
    stateful.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: Match.anyValue(), UserPoolId: Match.anyValue() });
    // The web client stays without OAuth: only the credentials' own clients use the grant.
    stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', { ClientName: Match.absent(), AllowedOAuthFlows: Match.absent() });
  });
});
