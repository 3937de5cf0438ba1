import {
  BOARD_WINDOW_DAYS,
  IN_PRODUCTION_STATES,
  OPEN_ORDER_STATES,
  ORDER_TO_SHIP_WINDOW_DAYS,
  type FeederReport,
  type FeederReportQuery,
  type ManufacturingDashboard,
} from '#contracts/schemas/production.ts';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import { listBinsByLocation } from '../db/bins.ts';
import { listOrderEvents } from '../db/orders.ts';
import { getPartsByIds } from '../db/parts.ts';
import { boardStatesSince, bookingsOn, orderSummaries, ordersInStates, type OrderSummary } from '../db/production.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { currentShippingSettings } from '../shipping/shipping-settings.ts';
import { feederReport, feederRows, type BinStock, type CatalogueFacts } from './feeder-report.ts';
import { businessDays, DashboardTally } from './manufacturing-dashboard.ts';
import { PartDemand } from './part-demand.ts';

// The production views read from the table: orders page by page into the
// pure tallies, then the catalogue and bins of the parts they need.

const DAY_MS = 86_400_000;
const LEFT_THE_SHOP: readonly string[] = ['Shipped', 'Ready for pickup'];
const SHIPPED_STATES: readonly OrderState[] = ['Shipped', 'Delivered', 'Ready for pickup', 'Picked up'];
/** Shipped orders whose history is read for the average (their most recent). */
const SHIPPED_SAMPLE = 200;
const EVENT_READS_AT_ONCE = 8;

async function binsByPart(): Promise<Map<string, BinStock[]>> {
  const byPart = new Map<string, BinStock[]>();
  for (const bin of await listBinsByLocation()) {
    const list = byPart.get(bin.partId) ?? [];
    list.push({ bin_id: bin.binId, location: bin.location, quantity: bin.quantity });
    byPart.set(bin.partId, list);
  }
  return byPart;
}

async function catalogueOf(partIds: readonly string[]): Promise<ReadonlyMap<string, CatalogueFacts>> {
  return getPartsByIds(partIds);
}

/** Every part the orders in production (or the open orders of one ship day) need. */
async function demandOf(shipDate: string | null): Promise<PartDemand> {
  const demand = new PartDemand();
  for await (const page of ordersInStates(shipDate ? OPEN_ORDER_STATES : IN_PRODUCTION_STATES)) {
    demand.add(shipDate ? page.filter((o) => o.content.lead_time.ship_date === shipDate) : page);
  }
  return demand;
}

export async function loadFeederReport(query: FeederReportQuery, now = new Date()): Promise<FeederReport> {
  const shipDate = query.ship_date ?? null;
  const demand = await demandOf(shipDate);
  const [parts, bins] = await Promise.all([catalogueOf(Array.from(demand.jobsByPart.keys())), binsByPart()]);
  const scope = { ship_date: shipDate, states: [...(shipDate ? OPEN_ORDER_STATES : IN_PRODUCTION_STATES)] };
  return feederReport(demand, parts, bins, scope, { offset: query.offset, limit: query.limit }, now);
}

/** When the order left the shop (its first move to Shipped or Ready for pickup), or null. */
async function leftShopAt(order: OrderSummary): Promise<string | null> {
  const events = await listOrderEvents(order.orderId);
  return events.find((e) => e.kind === 'order' && LEFT_THE_SHOP.includes(e.to))?.at ?? null;
}

export async function loadManufacturingDashboard(weeks: number, now = new Date()): Promise<ManufacturingDashboard> {
  const today = now.toISOString().slice(0, 10);
  const tally = new DashboardTally(today);
  const demand = new PartDemand();
  const shipped: OrderSummary[] = [];
  const shippedSince = new Date(now.getTime() - ORDER_TO_SHIP_WINDOW_DAYS * DAY_MS).toISOString();
  // Counting states needs no content; only the open orders are read whole.
  for await (const page of orderSummaries()) {
    tally.addStates(page);
    for (const order of page)
      if (shipped.length < SHIPPED_SAMPLE && SHIPPED_STATES.includes(order.state) && order.createdAt >= shippedSince) shipped.push(order);
  }
  for await (const page of ordersInStates(OPEN_ORDER_STATES)) {
    tally.addOpenOrders(page);
    demand.add(page.filter((o) => (IN_PRODUCTION_STATES as readonly string[]).includes(o.state)));
  }
  for (let i = 0; i < shipped.length; i += EVENT_READS_AT_ONCE) {
    const batch = shipped.slice(i, i + EVENT_READS_AT_ONCE);
    const times = await Promise.all(batch.map(leftShopAt));
    batch.forEach((order, j) => {
      const at = times[j];
      if (at) tally.addShipped(order.createdAt, at);
    });
  }
  for await (const boards of boardStatesSince(new Date(now.getTime() - BOARD_WINDOW_DAYS * DAY_MS).toISOString())) tally.addBoards(boards);

  const [pricing, shipping] = await Promise.all([currentPricing(), currentShippingSettings()]);
  const leadTimeIds = pricing.config.lead_times.map((t) => t.id);
  const days = businessDays(today, weeks);
  const bookings = await bookingsOn(leadTimeIds.flatMap((leadTimeId) => days.map((shipDate) => ({ leadTimeId, shipDate }))));
  const booked = new Map<string, Map<string, number>>();
  for (const b of bookings) {
    const perDay = booked.get(b.leadTimeId) ?? new Map<string, number>();
    perDay.set(b.shipDate, b.booked);
    booked.set(b.leadTimeId, perDay);
  }
  const [parts, bins] = await Promise.all([catalogueOf(Array.from(demand.jobsByPart.keys())), binsByPart()]);
  return tally.result({ days, booked, capacity: shipping.settings.capacity, leadTimeIds, shortRows: feederRows(demand, parts, bins), now });
}
