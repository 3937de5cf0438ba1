import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../notifications/mailer.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Customer e-mails through SES (v2 SendEmail) from EMAIL_FROM. Locally the
// endpoint (AWS_ENDPOINT_URL_SESV2) is the local stack's stand-in, which
// writes them to the outbox page. Without a sender they are logged, not sent.

let client: SESv2Client | undefined;

export const sesMailer: Mailer = {
  async send(message) {
    const from = process.env.EMAIL_FROM;
    if (!from) {
      logEvent('warn', 'EMAIL_FROM is not set: e-mail not sent', { to: message.to, subject: message.subject });
      return;
    }
    client ??= new SESv2Client(process.env.EMAIL_SES_REGION ? { region: process.env.EMAIL_SES_REGION } : {});
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: { Subject: { Data: message.subject, Charset: 'UTF-8' }, Body: { Text: { Data: message.text, Charset: 'UTF-8' } } },
        },
      }),
    );
  },
};
