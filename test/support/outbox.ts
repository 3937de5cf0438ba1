import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NEWSLETTER_COUPON_SUBJECT } from '#lambdas/core/marketing/coupon-email.ts';
import type { OutboxMessage } from '../../local/outbox.ts';

/** Waits for the newest e-mail to `to` and returns the 6-digit code in it. */
export async function waitForCode(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const messages = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as OutboxMessage);
      const match = messages
        .reverse()
        .find((m) => m.to.toLowerCase() === to.toLowerCase())
        ?.text.match(/\b(\d{6})\b/);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code e-mailed to ${to} within ${timeoutMs} ms`);
}

/** Every e-mail the local stack wrote to `to`, oldest first. */
export function outboxTo(dataDir: string, to: string): OutboxMessage[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxMessage)
    .filter((m) => m.to === to);
}

/** The newsletter coupon code in the newest e-mail to `to` (the only place the code travels), or null. */
export function couponMailedTo(dataDir: string, to: string): string | null {
  const mails = outboxTo(dataDir, to).filter((m) => m.subject === NEWSLETTER_COUPON_SUBJECT);
  return mails.at(-1)?.text.match(/\bCL100-[A-Z2-9]{4}-[A-Z2-9]{4}\b/)?.[0] ?? null;
}

/** Waits for the newsletter coupon e-mailed to `to` (an end-to-end page signs up in the browser). */
export async function waitForCoupon(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = couponMailedTo(dataDir, to);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No coupon e-mailed to ${to} within ${timeoutMs} ms`);
}
