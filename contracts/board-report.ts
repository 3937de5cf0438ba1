import * as z from 'zod/mini';
import { AssemblyReportSchema } from './schemas/bom.ts';

/**
 * The board-processing report: what the review page shows and what
 * `npm run check-board -- <file> --json` prints. Versioned so designers can
 * rely on it in their own CI. All lengths are millimetres, y grows upwards.
 */
export const BOARD_REPORT_SCHEMA_VERSION = 1;

export const findingSeveritySchema = z.enum(['Warning', 'Error']);

/** A proposed outline has at most this many corners, so a finding stays small (docs/board-checks.md#outline-fix). */
export const OUTLINE_PROPOSAL_MAX_VERTICES = 1000;

/** The board outline Copperline proposes for a broken one: one closed ring, mm, y up. */
export const outlineProposalKindSchema = z.enum(['close-gap', 'remove-duplicate', 'uncross', 'use-drawn-outline', 'join-pieces']);
export const outlineProposalSchema = z.object({
  kind: outlineProposalKindSchema,
  outline: z.array(z.tuple([z.number(), z.number()])).check(z.minLength(3), z.maxLength(OUTLINE_PROPOSAL_MAX_VERTICES)),
});

/** How an order and the staff view name a board made with the outline Copperline proposed (docs/board-checks.md#outline-fix). */
export function acceptedOutlineText(acceptedAt: string): string {
  return `Outline: Copperline’s proposed fix, accepted by the customer on ${acceptedAt.slice(0, 10)}`;
}

export const findingSchema = z.object({
  /** Stable check id, e.g. `min-trace-width`. */
  check: z.string(),
  severity: findingSeveritySchema,
  /** The measured value (mm, or a count for count checks); null when nothing measurable (e.g. a missing outline). */
  measured: z.nullable(z.number()),
  /** The capability limit it was compared with; null when the check has no numeric limit. */
  limit: z.nullable(z.number()),
  x: z.number(),
  y: z.number(),
  /** Layer name such as `top-copper`, `inner1-copper`, `outline`, `drill`. */
  layer: z.string(),
  message: z.string(),
  /** Outline findings only: the smallest fix, as geometry the viewer draws and the customer can accept. */
  proposal: z.optional(outlineProposalSchema),
});

export const boardMetricsSchema = z.object({
  widthMm: z.number(),
  heightMm: z.number(),
  areaMm2: z.number(),
  layerCount: z.number().check(z.int()),
  copperLayers: z.number().check(z.int()),
  drillCount: z.number().check(z.int()),
  platedDrillCount: z.number().check(z.int()),
  slotCount: z.number().check(z.int()),
  minDrillMm: z.nullable(z.number()),
  minTraceMm: z.nullable(z.number()),
  minClearanceMm: z.nullable(z.number()),
  componentsTop: z.number().check(z.int()),
  componentsBottom: z.number().check(z.int()),
  smdPads: z.number().check(z.int()),
  throughHolePads: z.number().check(z.int()),
  netCount: z.nullable(z.number().check(z.int())),
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
  reason: z.nullable(z.string()),
  fileName: z.string(),
  source: z.nullable(z.enum(['Gerber', 'KiCad', 'Eagle'])),
  /** Version of the capability rule set the findings were checked against. */
  capabilitiesVersion: z.string(),
  metrics: z.nullable(boardMetricsSchema),
  components: z.array(boardComponentSchema),
  findings: z.array(findingSchema),
  notes: z.array(z.string()),
  /** Present when the check was given a BOM or placement files (`--bom`, `--placement`); optional, so version 1 readers are unaffected. */
  assembly: z.optional(AssemblyReportSchema),
});

export type Finding = z.infer<typeof findingSchema>;
export type OutlineProposal = z.infer<typeof outlineProposalSchema>;
export type BoardMetrics = z.infer<typeof boardMetricsSchema>;
export type BoardComponent = z.infer<typeof boardComponentSchema>;
export type BoardReport = z.infer<typeof boardReportSchema>;
