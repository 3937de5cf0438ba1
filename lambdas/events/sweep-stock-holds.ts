import { sweepOrderStock } from '../core/checkout/stock-sweeper.ts';

// Scheduled (EventBridge, every few minutes; locally an interval in
// bin/local/stock-sweeper.ts): releases the holds of checkouts that never
// placed their order and finishes interrupted takes and give-backs. A failure
// throws; the next run picks up the same records.
export async function handler(): Promise<void> {
  const report = await sweepOrderStock(new Date());
  console.log(JSON.stringify({ level: 'info', msg: 'stock holds swept', ...report }));
}
