import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Sending an e-mail, as the domain sees it: SES in AWS (aws/ses-mailer.ts),
// the local outbox in the local stack (through the same SES call).
export type EmailMessage = { to: string; subject: string; text: string };

export type Mailer = { send(message: EmailMessage): Promise<void> };

/**
 * Side effects run after the transaction committed: a failed e-mail is logged
 * and never undoes (or fails) the change it reports.
 */
export async function sendAfterCommit(mailer: Mailer, message: EmailMessage | null): Promise<void> {
  if (!message) return;
  try {
    await mailer.send(message);
  } catch (error) {
    logEvent('error', 'e-mail not sent', { to: message.to, subject: message.subject, error: String(error) });
  }
}
