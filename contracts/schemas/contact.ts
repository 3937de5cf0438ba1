import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';

// The contact form (issue 8): name, email and message, validated the same way
// in the browser and in the handler.
export const ContactMessageBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name is too long')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address.').check(z.maxLength(254)),
  ),
  message: z
    .string()
    .check(z.trim(), z.minLength(10, 'Please write at least 10 characters'), z.maxLength(5000, 'Please keep it under 5000 characters')),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

/**
 * Messages one sender (one e-mail identity) may send in a UTC day; more are refused with 429, so one
 * sender cannot bury everyone else's messages (docs/security.md#bounded-records).
 */
export const CONTACT_MESSAGES_PER_SENDER_PER_DAY = 5;

export const ContactMessageSchema = z.object({
  message_id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled: z.boolean(),
  handled_at: z.nullable(z.string()),
  handled_by: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CreateContactMessageResponseSchema = z.object({ message_id: z.string() });

/** The Admin inbox, newest first, a page at a time: every message is kept (docs/security.md#spam-pushing-messages-out-of-the-inbox). */
export const ListContactMessagesQuerySchema = z.object({
  /** `waiting`: only messages not marked handled; `all` (the default) every message. */
  show: z.optional(z.enum(['waiting', 'all'])),
  /** Opaque; the previous page's `cursor`. */
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type ListContactMessagesQuery = z.infer<typeof ListContactMessagesQuerySchema>;

export const ContactMessageListSchema = z.object({ messages: z.array(ContactMessageSchema), cursor: z.nullable(z.string()) });
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

export const ContactMessageParamsSchema = z.object({ messageId: z.string().check(z.regex(ID_PATTERN, 'Invalid message id')) });

export const UpdateContactMessageBodySchema = z.object({ handled: z.boolean() });
