import { createServer } from 'node:http';
import { close, HOST, listen, readBody } from './http-util.ts';
import type { Outbox } from './outbox.ts';

// A stand-in for Amazon SES (v2 SendEmail, the one call the store makes): the
// handlers post it, signed, to AWS_ENDPOINT_URL_SESV2 (ses-mailer.ts), and this
// writes each message to the local outbox, where staff and tests read it.
export async function startLocalEmail(options: { port?: number; outbox: Outbox }) {
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !req.url?.endsWith('/v2/email/outbound-emails'))
      return reply(404, { message: 'Only SendEmail is available locally' });
    try {
      const body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as {
        FromEmailAddress?: string;
        Destination?: { ToAddresses?: string[] };
        Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string } } } };
      };
      const to = body.Destination?.ToAddresses ?? [];
      const simple = body.Content?.Simple;
      if (!body.FromEmailAddress || to.length === 0 || !simple?.Subject?.Data)
        return reply(400, { __type: 'BadRequestException', message: 'From, To and Subject are required' });
      for (const address of to) options.outbox.add({ to: address, subject: simple.Subject.Data, text: simple.Body?.Text?.Data ?? '' });
      reply(200, { MessageId: crypto.randomUUID() });
    } catch {
      reply(400, { __type: 'BadRequestException', message: 'Invalid request' });
    }
  });
  const port = await listen(server, options.port ?? 0);
  return { endpoint: `http://${HOST}:${port}`, close: () => close(server) };
}
