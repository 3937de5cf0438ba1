import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { oauthScope, type MachineScope } from '#contracts/machine-scopes.ts';

// API credentials are user pool app clients with the client-credentials grant
// (docs/api-credentials.md). Locally the endpoint comes from
// AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER.
const cognito = new CognitoIdentityProviderClient({});

/** How long a machine's access token lives (docs/api-credentials.md#tokens). */
export const MACHINE_TOKEN_MINUTES = 60;

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

/** Where machines trade their client id and secret for a token (the pool's OAuth domain). */
export function tokenUrl(): string {
  const url = process.env.OAUTH_TOKEN_URL;
  if (!url) throw new Error('OAUTH_TOKEN_URL is not set');
  return url;
}

export async function createMachineClient(
  name: string,
  scopes: readonly MachineScope[],
): Promise<{ clientId: string; clientSecret: string }> {
  const result = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId(),
      ClientName: `api-credential ${name}`.slice(0, 128),
      GenerateSecret: true,
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: scopes.map(oauthScope),
      AccessTokenValidity: MACHINE_TOKEN_MINUTES,
      TokenValidityUnits: { AccessToken: 'minutes' },
      EnableTokenRevocation: true,
    }),
  );
  const client = result.UserPoolClient;
  if (!client?.ClientId || !client.ClientSecret) throw new Error('The user pool returned no client secret');
  return { clientId: client.ClientId, clientSecret: client.ClientSecret };
}

/** Deletes the client (its tokens are refused by the authorizer from then on); a client already gone is fine. */
export async function deleteMachineClient(clientId: string): Promise<void> {
  try {
    await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId: userPoolId(), ClientId: clientId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
}

/** The port the API credential module takes (lambdas/core/api-credentials). */
export const machineClients = { create: createMachineClient, remove: deleteMachineClient, tokenUrl };
