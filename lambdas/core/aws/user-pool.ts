import { AdminListGroupsForUserCommand, AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

// Locally the endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER.
const cognito = new CognitoIdentityProviderClient({});

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

/** Stores the product user id on the identity (custom:user_id). Idempotent. */
export async function setUserIdAttribute(username: string, userId: string): Promise<void> {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: username,
      UserAttributes: [{ Name: 'custom:user_id', Value: userId }],
    }),
  );
}

/** The user pool groups of the identity with this sub (the pool's user name: e-mail sign-in pools name users by their sub); none when it is gone. */
export async function listGroupsOfSub(sub: string): Promise<string[]> {
  try {
    const result = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: sub }));
    return (result.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : []));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return [];
    throw error;
  }
}
