import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';

export const UserIdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid user id'));

// The product user, as the API returns it.
export const UserSchema = z.object({
  user_id: UserIdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserParamsSchema = z.object({ userId: UserIdSchema });
