import type { LeadTimeCapacity } from '#contracts/schemas/shipping.ts';
import { bookedBoards } from '../db/production-bookings.ts';
import type { LeadTimeDay } from './lead-times.ts';

/** Boards already booked for each capacity-limited lead time's ship day. */
export async function bookedByLeadTime(days: readonly LeadTimeDay[], capacity: readonly LeadTimeCapacity[]): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  await Promise.all(
    days
      .filter((d) => capacity.some((c) => c.lead_time_id === d.lead_time_id))
      .map(async (d) => booked.set(d.lead_time_id, await bookedBoards(d.lead_time_id, d.ship_date))),
  );
  return booked;
}
