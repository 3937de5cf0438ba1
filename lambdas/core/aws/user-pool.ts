import {
  AdminListGroupsForUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';

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

/** The e-mail addresses of a group's members, page by page (60 a page, Cognito's largest). */
export async function listEmailsInGroup(group: string): Promise<string[]> {
  const emails: string[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: group, Limit: 60, NextToken: token }),
    );
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (email && user.Enabled !== false) emails.push(email);
    }
    token = page.NextToken;
  } while (token);
  return emails;
}
