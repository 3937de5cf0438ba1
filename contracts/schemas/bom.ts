import * as z from 'zod/mini';

// Bills of materials, placement files, board elements (docs/data-model.md#board-element-populate-row "populate
// rows"), part matching and footprint checks, as the API will return them.
// Positions are millimetres with y up, like the board model; angles degrees
// counter-clockwise seen from the top.

/** What a BOM column can mean. `lcsc`, `digikey` and `mouser` are supplier codes. */
export const BOM_COLUMN_ROLES = [
  'designator',
  'quantity',
  'value',
  'mpn',
  'manufacturer',
  'lcsc',
  'digikey',
  'mouser',
  'footprint',
  'dnp',
  'description',
] as const;
export const BomColumnRoleSchema = z.enum(BOM_COLUMN_ROLES);
export type BomColumnRole = z.infer<typeof BomColumnRoleSchema>;

/** Which column (0-based) holds each role, and which row is the header (0-based; the lines follow it). */
export const ColumnMappingSchema = z.object({
  /** -1 when the file has no header row (every row is a line). */
  header_row: z.number().check(z.int(), z.gte(-1)),
  columns: z.partialRecord(BomColumnRoleSchema, z.number().check(z.int(), z.gte(0))),
});
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>;

export const ColumnCandidateSchema = z.object({
  column: z.number().check(z.int(), z.gte(0)),
  header: z.string(),
  /** 0..1: how well the header and the cells below it fit the role. */
  score: z.number().check(z.gte(0), z.lte(1)),
});
export type ColumnCandidate = z.infer<typeof ColumnCandidateSchema>;

/** The mapping the reader guessed; when `needs_confirmation`, show the candidates and ask for an explicit mapping. */
export const DetectedMappingSchema = z.object({
  mapping: ColumnMappingSchema,
  /** 0..1: the weakest of the designator/quantity/value-or-MPN assignments. */
  confidence: z.number().check(z.gte(0), z.lte(1)),
  needs_confirmation: z.boolean(),
  headers: z.array(z.string()),
  candidates: z.partialRecord(BomColumnRoleSchema, z.array(ColumnCandidateSchema)),
});
export type DetectedMapping = z.infer<typeof DetectedMappingSchema>;

export const SupplierCodesSchema = z.object({
  lcsc: z.nullable(z.string()),
  digikey: z.nullable(z.string()),
  mouser: z.nullable(z.string()),
});
export type SupplierCodes = z.infer<typeof SupplierCodesSchema>;

/** One BOM line, designator lists and ranges expanded. */
export const BomLineSchema = z.object({
  /** 1-based row number in the file (for messages). */
  row: z.number().check(z.int(), z.gte(1)),
  designators: z.array(z.string()),
  /** As written; null when the column is absent or empty. */
  quantity: z.nullable(z.number().check(z.int(), z.gte(0))),
  value: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  supplier_codes: SupplierCodesSchema,
  footprint: z.string(),
  description: z.string(),
  do_not_populate: z.boolean(),
});
export type BomLine = z.infer<typeof BomLineSchema>;

export const PlacementSchema = z.object({
  designator: z.string(),
  x: z.number(),
  y: z.number(),
  rotation: z.number(),
  side: z.enum(['top', 'bottom']),
  value: z.string(),
  footprint: z.string(),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const PLACEMENT_FORMATS = ['KiCad .pos', 'KiCad CSV', 'JLCPCB CPL', 'CSV'] as const;
export const PlacementFileSchema = z.object({
  file_name: z.string(),
  format: z.enum(PLACEMENT_FORMATS),
  /** ISO 8601 when the file says when it was written (KiCad .pos header), else null. */
  created_at: z.nullable(z.string()),
  placements: z.array(PlacementSchema),
});
export type PlacementFile = z.infer<typeof PlacementFileSchema>;

/** "Placement method" (docs/data-model.md#placement-method). */
export const PLACEMENT_METHODS = ['Machine surface mount', 'Machine through hole', 'Hand place'] as const;
export const PlacementMethodSchema = z.enum(PLACEMENT_METHODS);
export type PlacementMethod = z.infer<typeof PlacementMethodSchema>;

/** "Footprint check" (docs/states.md#footprint-check). */
export const FOOTPRINT_CHECK_STATES = [
  'Should check',
  'Need not check',
  'Failed',
  'Passed',
  'Missing footprint info',
  'Missing placement info',
  'Cannot check',
] as const;
export const FootprintCheckStateSchema = z.enum(FOOTPRINT_CHECK_STATES);
export type FootprintCheckState = z.infer<typeof FootprintCheckStateSchema>;

/** "Footprint check record" (docs/data-model.md#footprint-check-record): the default is "Should check" with both numbers null. */
export const FootprintCheckSchema = z.object({
  state: FootprintCheckStateSchema,
  match_score: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  match_threshold: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** What was compared (pad count, pitch, span, mount) and how it came out. */
  reasons: z.array(z.string()),
});
export type FootprintCheck = z.infer<typeof FootprintCheckSchema>;

export const DEFAULT_FOOTPRINT_CHECK: FootprintCheck = { state: 'Should check', match_score: null, match_threshold: null, reasons: [] };

/** How sure we are the part goes on the right way round (pin 1 / polarity), for the render. */
export const OrientationSchema = z.object({
  confidence: z.enum(['high', 'medium', 'low']),
  score: z.number().check(z.gte(0), z.lte(1)),
  /** Board position of pad 1 (or the cathode), when the board names it. */
  pin1: z.nullable(z.object({ x: z.number(), y: z.number() })),
  reasons: z.array(z.string()),
});
export type Orientation = z.infer<typeof OrientationSchema>;

/** "Element processing" (docs/states.md#element-processing). */
export const ELEMENT_PROCESSING_STATES = ['Unprocessed', 'Processing', 'Needs attention', 'Updating', 'Complete', 'Checking'] as const;
export const ElementProcessingSchema = z.enum(ELEMENT_PROCESSING_STATES);
export type ElementProcessing = z.infer<typeof ElementProcessingSchema>;

/** "Board element (populate row)" (docs/data-model.md#board-element-populate-row): one per designator. */
export const BoardElementSchema = z.object({
  id: z.string(),
  designator: z.string(),
  footprint: z.string(),
  value: z.string(),
  side: z.nullable(z.enum(['top', 'bottom'])),
  x: z.nullable(z.number()),
  y: z.nullable(z.number()),
  rotation: z.nullable(z.number()),
  /** Where the position came from. */
  position_source: z.nullable(z.enum(['board', 'placement file'])),
  part_id: z.nullable(z.string()),
  do_not_populate: z.boolean(),
  is_consignment: z.boolean(),
  placement_method: PlacementMethodSchema,
  processing: ElementProcessingSchema,
  /** Row of the BOM line it came from; null when the designator is on the board only. */
  bom_row: z.nullable(z.number().check(z.int())),
  footprint_check: FootprintCheckSchema,
  orientation: OrientationSchema,
});
export type BoardElement = z.infer<typeof BoardElementSchema>;

export const MATCH_KINDS = [
  'exact_supplier_code',
  'exact_mpn',
  'supplier_code_mpn',
  'value_text_mpn',
  'parameters',
  'mpn_prefix',
  'text_search',
] as const;
export const MatchKindSchema = z.enum(MATCH_KINDS);
export type MatchKind = z.infer<typeof MatchKindSchema>;

export const PartCandidateSchema = z.object({
  part_id: z.string(),
  supplier_code: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  stock: z.number().check(z.int(), z.gte(0)),
  library_type: z.enum(['basic', 'extended']),
  /** 1 = best. */
  rank: z.number().check(z.int(), z.gte(1)),
  kind: MatchKindSchema,
  /** 0..100, higher is better; ranks follow it. */
  score: z.number(),
  /** Why it sits at this rank, in words. */
  reasons: z.array(z.string()),
});
export type PartCandidate = z.infer<typeof PartCandidateSchema>;

export const WantedParameterSchema = z.object({
  parameter: z.string(),
  raw: z.string(),
  /** Where it was read: the value text, the footprint or the BOM package column. */
  from: z.enum(['value', 'footprint']),
});
export type WantedParameter = z.infer<typeof WantedParameterSchema>;

export const LINE_MATCH_STATUSES = ['matched', 'needs choice', 'unmatched', 'not populated'] as const;
export const LineMatchSchema = z.object({
  row: z.number().check(z.int(), z.gte(1)),
  designators: z.array(z.string()),
  status: z.enum(LINE_MATCH_STATUSES),
  /** The part chosen automatically (the first candidate) when status is matched. */
  part_id: z.nullable(z.string()),
  candidates: z.array(PartCandidateSchema),
  wanted: z.array(WantedParameterSchema),
  /** Why nothing was chosen; null when matched. */
  reason: z.nullable(z.string()),
});
export type LineMatch = z.infer<typeof LineMatchSchema>;

export const MISMATCH_KINDS = [
  'bom_designator_not_on_board',
  'board_designator_not_in_bom',
  'quantity_differs',
  'designator_repeated',
  'placement_not_on_board',
  'board_designator_not_in_placement',
  'placement_position_differs',
  'placement_rotation_differs',
  'placement_side_differs',
  'placement_offset',
  'placement_older_than_board',
  'placement_files_disagree',
] as const;
export const BomMismatchSchema = z.object({
  kind: z.enum(MISMATCH_KINDS),
  severity: z.enum(['Warning', 'Error']),
  designators: z.array(z.string()),
  message: z.string(),
});
export type BomMismatch = z.infer<typeof BomMismatchSchema>;

/** The assembly section of the board check (CLI `--bom` / `--placement`), and later the BOM screen. */
export const AssemblyReportSchema = z.object({
  bom: z.nullable(
    z.object({
      file_name: z.string(),
      mapping: DetectedMappingSchema,
      line_count: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  placement_files: z.array(
    z.extend(z.pick(PlacementFileSchema, { file_name: true, format: true, created_at: true }), {
      count: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  /** Boards to make, stored for the quote. */
  quantity: z.number().check(z.int(), z.gte(1)),
  elements: z.array(BoardElementSchema),
  matches: z.array(LineMatchSchema),
  mismatches: z.array(BomMismatchSchema),
  /** Rows skipped and other things worth knowing. */
  notes: z.array(z.string()),
  summary: z.object({
    elements: z.number().check(z.int(), z.gte(0)),
    populated: z.number().check(z.int(), z.gte(0)),
    matched: z.number().check(z.int(), z.gte(0)),
    footprint_checks: z.partialRecord(FootprintCheckStateSchema, z.number().check(z.int(), z.gte(0))),
  }),
});
export type AssemblyReport = z.infer<typeof AssemblyReportSchema>;
