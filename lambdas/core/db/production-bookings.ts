import { db } from './service.ts';

/** Boards booked to ship on `shipDate` at this lead time. */
export async function bookedBoards(leadTimeId: string, shipDate: string): Promise<number> {
  const { data } = await db().entities.productionBooking.get({ leadTimeId, shipDate }).go();
  return data?.booked ?? 0;
}
