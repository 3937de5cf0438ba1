import * as z from 'zod';
import { AssemblyReportSchema } from './schemas/bom.ts';

/**
 * The board-processing report: what the review page shows and what
 * `npm run check-board -- <file> --json` prints. Versioned so designers can
 * rely on it in their own CI. All lengths are millimetres, y grows upwards.
 */
export const BOARD_REPORT_SCHEMA_VERSION = 1;

export const findingSeveritySchema = z.enum(['Warning', 'Error']);

export const findingSchema = z.object({
  /** Stable check id, e.g. `min-trace-width`. */
  check: z.string(),
  severity: findingSeveritySchema,
  /** The measured value (mm, or a count for count checks); null when nothing measurable (e.g. a missing outline). */
  measured: z.number().nullable(),
  /** The capability limit it was compared with; null when the check has no numeric limit. */
  limit: z.number().nullable(),
  x: z.number(),
  y: z.number(),
  /** Layer name such as `top-copper`, `inner1-copper`, `outline`, `drill`. */
  layer: z.string(),
  message: z.string(),
});

export const boardMetricsSchema = z.object({
  widthMm: z.number(),
  heightMm: z.number(),
  areaMm2: z.number(),
  layerCount: z.number().int(),
  copperLayers: z.number().int(),
  drillCount: z.number().int(),
  platedDrillCount: z.number().int(),
  slotCount: z.number().int(),
  minDrillMm: z.number().nullable(),
  minTraceMm: z.number().nullable(),
  minClearanceMm: z.number().nullable(),
  componentsTop: z.number().int(),
  componentsBottom: z.number().int(),
  smdPads: z.number().int(),
  throughHolePads: z.number().int(),
  netCount: z.number().int().nullable(),
});

export const boardComponentSchema = z.object({
  designator: z.string(),
  footprint: z.string(),
  value: z.string(),
  side: z.enum(['top', 'bottom']),
  x: z.number(),
  y: z.number(),
  rotation: z.number(),
});

export const boardReportSchema = z.object({
  schemaVersion: z.literal(BOARD_REPORT_SCHEMA_VERSION),
  status: z.enum(['Complete', 'Cannot process']),
  /** Why the board cannot be processed, in words for the customer; null when Complete. */
  reason: z.string().nullable(),
  fileName: z.string(),
  source: z.enum(['Gerber', 'KiCad', 'Eagle']).nullable(),
  /** Version of the capability rule set the findings were checked against. */
  capabilitiesVersion: z.string(),
  metrics: boardMetricsSchema.nullable(),
  components: z.array(boardComponentSchema),
  findings: z.array(findingSchema),
  notes: z.array(z.string()),
  /** Present when the check was given a BOM or placement files (`--bom`, `--placement`); optional, so version 1 readers are unaffected. */
  assembly: AssemblyReportSchema.optional(),
});

export type Finding = z.infer<typeof findingSchema>;
export type BoardMetrics = z.infer<typeof boardMetricsSchema>;
export type BoardComponent = z.infer<typeof boardComponentSchema>;
export type BoardReport = z.infer<typeof boardReportSchema>;
