import * as z from 'zod';
import { ID_PATTERN } from '../ids.ts';

// The contact form (issue 8): name, email and message, validated the same way
// in the browser and in the handler.
export const ContactMessageBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address.').max(254)),
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(5000, 'Please keep it under 5000 characters'),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

export const ContactMessageSchema = z.object({
  message_id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CreateContactMessageResponseSchema = z.object({ message_id: z.string() });

export const ContactMessageListSchema = z.object({ messages: z.array(ContactMessageSchema) });

export const ContactMessageParamsSchema = z.object({ messageId: z.string().regex(ID_PATTERN, 'Invalid message id') });

export const UpdateContactMessageBodySchema = z.object({ handled: z.boolean() });
