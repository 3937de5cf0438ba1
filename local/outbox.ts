import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export type OutboxMessage = { at: string; to: string; subject: string; text: string };

// Every e-mail the store would send locally (sign-up and reset codes from the
// user pool included) lands here: printed by the runner and listed on the
// local outbox page, so people can sign up without a mail server.
export class Outbox {
  constructor(
    private readonly file: string,
    private readonly print: boolean,
  ) {}

  add(message: Omit<OutboxMessage, 'at'>): void {
    const entry: OutboxMessage = { at: new Date().toISOString(), ...message };
    appendFileSync(this.file, JSON.stringify(entry) + '\n');
    if (this.print) console.log(`\n  ✉  to ${entry.to}: ${entry.subject}\n     ${entry.text.replace(/\n/g, '\n     ')}\n`);
  }

  list(): OutboxMessage[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxMessage)
      .reverse();
  }

  html(): string {
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const rows = this.list()
      .map(
        (outboxMessage) =>
          `<article><header><strong>${esc(outboxMessage.subject)}</strong> → ${esc(outboxMessage.to)} <time>${esc(outboxMessage.at)}</time></header><pre>${esc(outboxMessage.text)}</pre></article>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox · Copperline</title><meta http-equiv="refresh" content="5"><style>body{background:#131313;color:#eee;font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #333;border-radius:8px;padding:1rem;margin:1rem 0}time{color:#999;font-size:.85em}pre{white-space:pre-wrap;font-size:1.05em}</style></head><body><h1>Local outbox</h1><p>E-mails the store would have sent, newest first. This page exists only in the local stack.</p>${rows || '<p>No e-mails yet.</p>'}</body></html>`;
  }
}
