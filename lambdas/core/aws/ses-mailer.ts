import type { Mailer } from '../notifications/mailer.ts';
import { credentialsFromEnv, signRequest } from './signed-request.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Customer e-mails through SES (v2 SendEmail) from EMAIL_FROM, as one signed
// JSON POST: the SESv2 client would add about 60 kB to the order routes'
// bundles (docs/performance.md#lambda-bundles). Locally the endpoint
// (AWS_ENDPOINT_URL_SESV2) is the local stack's stand-in, which writes them
// to the outbox page. Without a sender they are logged, not sent.

function sesEndpoint(region: string): string {
  return process.env.AWS_ENDPOINT_URL_SESV2 ?? `https://email.${region}.amazonaws.com`;
}

/** The sender of customer e-mails the deployment set (EMAIL_FROM); undefined: they are logged, not sent. */
export function configuredEmailSender(): string | undefined {
  return process.env.EMAIL_FROM?.trim() || undefined;
}

export const sesMailer: Mailer = {
  async send(message) {
    const from = configuredEmailSender();
    if (!from) {
      logEvent('warn', 'EMAIL_FROM is not set: e-mail not sent', { to: message.to, subject: message.subject });
      return;
    }
    const region = process.env.EMAIL_SES_REGION ?? process.env.AWS_REGION ?? 'us-east-1';
    const url = new URL('/v2/email/outbound-emails', sesEndpoint(region));
    const body = JSON.stringify({
      FromEmailAddress: from,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: { Subject: { Data: message.subject, Charset: 'UTF-8' }, Body: { Text: { Data: message.text, Charset: 'UTF-8' } } },
      },
    });
    const headers = await signRequest(
      { method: 'POST', url, region, service: 'ses', headers: { 'content-type': 'application/json' }, body },
      credentialsFromEnv(),
    );
    const response = await fetch(url, { method: 'POST', headers, body });
    if (!response.ok) throw new Error(`SES SendEmail: ${response.status} ${(await response.text()).slice(0, 300)}`);
    await response.body?.cancel();
  },
};
