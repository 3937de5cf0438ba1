import * as z from 'zod/mini';
import { libraryType } from '../parts.ts';
import { BOARD_PROCESSING_STATES } from './boards.ts';
import { OrderStateSchema, type OrderState } from './order-states.ts';

// The engineers' production views: the feeder report (what to load on the
// pick-and-place machines) and the manufacturing dashboard (the plan at a
// glance). Both are computed on the server from the table; rules in
// docs/production-tools.md.

const isoDate = z.iso.date();

/** Orders "in production": received and not yet shipped. */
export const IN_PRODUCTION_STATES = ['Order received', 'Awaiting consigned parts'] as const satisfies readonly OrderState[];
/** Orders a chosen ship day can hold: placed and not yet shipped or canceled. */
export const OPEN_ORDER_STATES = ['Created', ...IN_PRODUCTION_STATES] as const satisfies readonly OrderState[];

export const FEEDER_GROUPS = ['basic', 'feeder_setup', 'consigned', 'unlisted'] as const;
export const FeederGroupSchema = z.enum(FEEDER_GROUPS);
export type FeederGroup = z.infer<typeof FeederGroupSchema>;

export const FEEDER_REPORT_PAGE_MAX = 200;
export const FEEDER_JOBS_SHOWN = 50;

export const FeederReportQuerySchema = z.object({
  /** A ship day (YYYY-MM-DD): the open orders shipping that day instead of every order in production. */
  ship_date: z.optional(isoDate),
  /** Feeders to skip (the previous page's next_offset). */
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(FEEDER_REPORT_PAGE_MAX)), 100),
});
export type FeederReportQuery = z.infer<typeof FeederReportQuerySchema>;

/** One board of one order that places the feeder's part. */
export const FeederJobSchema = z.object({
  order_id: z.string(),
  board_id: z.string(),
  file_name: z.string(),
  /** The board's revision as ordered. */
  revision: z.string(),
  ship_date: z.nullable(z.string()),
  /** Placements of the part on one board. */
  per_board: z.number().check(z.int(), z.gte(0)),
  boards: z.number().check(z.int(), z.gte(0)),
  /** per_board × boards. */
  needed: z.number().check(z.int(), z.gte(0)),
  /** Spare parts for the machine (attrition), as quoted. */
  spares: z.number().check(z.int(), z.gte(0)),
  /** needed + spares: what goes on the feeder for this job. */
  total: z.number().check(z.int(), z.gte(0)),
  consigned: z.boolean(),
  /** Consigned by the customer and the order still waits for them. */
  awaiting_consigned: z.boolean(),
});
export type FeederJob = z.infer<typeof FeederJobSchema>;

export const FeederBinSchema = z.object({ bin_id: z.string(), location: z.string(), quantity: z.number().check(z.int(), z.gte(0)) });

/** One part to place: one feeder for every job that uses it. */
export const FeederRowSchema = z.object({
  /** Position in the loading sequence, from 1. */
  slot: z.number().check(z.int(), z.gte(1)),
  group: FeederGroupSchema,
  part_id: z.string(),
  supplier_code: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  description: z.string(),
  package: z.string(),
  library_type: z.nullable(libraryType),
  designators_per_board: z.number().check(z.int(), z.gte(0)),
  needed: z.number().check(z.int(), z.gte(0)),
  spares: z.number().check(z.int(), z.gte(0)),
  total: z.number().check(z.int(), z.gte(0)),
  /** Units in the shop's bins for this part, and which bins. */
  bin_stock: z.number().check(z.int(), z.gte(0)),
  bins: z.array(FeederBinSchema),
  /** total − bin_stock when the bins cannot cover it (consigned parts come from the customer). */
  short: z.number().check(z.int(), z.gte(0)),
  /** Jobs placing the part; `jobs` lists the first FEEDER_JOBS_SHOWN of them (the totals cover all). */
  job_count: z.number().check(z.int(), z.gte(0)),
  jobs: z.array(FeederJobSchema),
});
export type FeederRow = z.infer<typeof FeederRowSchema>;

export const FeederReportSchema = z.object({
  scope: z.object({ ship_date: z.nullable(z.string()), states: z.array(OrderStateSchema) }),
  generated_at: z.string(),
  orders: z.number().check(z.int(), z.gte(0)),
  boards: z.number().check(z.int(), z.gte(0)),
  placements: z.number().check(z.int(), z.gte(0)),
  /** Feeders (distinct parts) in the whole report; `rows` is one page of them. */
  total_rows: z.number().check(z.int(), z.gte(0)),
  /** Feeders per group in the whole report. */
  group_counts: z.record(FeederGroupSchema, z.number().check(z.int(), z.gte(0))),
  /** The order in which to run the jobs so consecutive jobs share the most set-up feeders. */
  job_sequence: z.array(
    z.object({
      order_id: z.string(),
      board_id: z.string(),
      file_name: z.string(),
      revision: z.string(),
      setups: z.number().check(z.int(), z.gte(0)),
      changes: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  rows: z.array(FeederRowSchema),
  next_offset: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type FeederReport = z.infer<typeof FeederReportSchema>;

export const ORDER_TO_SHIP_WINDOW_DAYS = 90;
export const BOARD_WINDOW_DAYS = 90;

export const ManufacturingDashboardQuerySchema = z.object({
  /** Weeks ahead to chart, from today. */
  weeks: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(12)), 4),
});

export const DashboardDaySchema = z.object({
  date: z.string(),
  boards_booked: z.number().check(z.int(), z.gte(0)),
  placements_booked: z.number().check(z.int(), z.gte(0)),
  /** Boards a day the lead times can ship together; null when no capacity is configured. */
  capacity_boards: z.nullable(z.number().check(z.int(), z.gte(0))),
  by_lead_time: z.array(
    z.object({
      lead_time_id: z.string(),
      booked: z.number().check(z.int(), z.gte(0)),
      capacity: z.nullable(z.number().check(z.int(), z.gte(0))),
    }),
  ),
});

export const ManufacturingDashboardSchema = z.object({
  generated_at: z.string(),
  today: z.string(),
  days: z.array(DashboardDaySchema),
  orders_by_state: z.array(z.object({ state: OrderStateSchema, count: z.number().check(z.int(), z.gte(0)) })),
  /** Open orders whose ship date has passed (the list shows the latest first, at most 100). */
  late_count: z.number().check(z.int(), z.gte(0)),
  late_orders: z.array(
    z.object({
      order_id: z.string(),
      customer_email: z.string(),
      state: OrderStateSchema,
      ship_date: z.string(),
      days_late: z.number().check(z.int(), z.gte(1)),
    }),
  ),
  /** Orders placed in the last ORDER_TO_SHIP_WINDOW_DAYS days that have left the shop. */
  order_to_ship: z.object({ average_days: z.nullable(z.number()), orders: z.number().check(z.int(), z.gte(0)) }),
  /** Boards uploaded in the last BOARD_WINDOW_DAYS days. */
  boards_by_processing: z.array(z.object({ state: z.enum(BOARD_PROCESSING_STATES), count: z.number().check(z.int(), z.gte(0)) })),
  cannot_process: z.object({
    share: z.nullable(z.number().check(z.gte(0), z.lte(1))),
    reasons: z.array(z.object({ reason: z.string(), count: z.number().check(z.int(), z.gte(1)) })),
  }),
  parts_short: z.array(
    z.object({
      part_id: z.string(),
      supplier_code: z.string(),
      package: z.string(),
      total: z.number().check(z.int(), z.gte(0)),
      bin_stock: z.number().check(z.int(), z.gte(0)),
      short: z.number().check(z.int(), z.gte(1)),
    }),
  ),
});
export type ManufacturingDashboard = z.infer<typeof ManufacturingDashboardSchema>;
