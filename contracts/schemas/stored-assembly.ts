import * as z from 'zod/mini';
import {
  BoardElementSchema,
  BomLineSchema,
  BomMismatchSchema,
  ColumnMappingSchema,
  DetectedMappingSchema,
  LineMatchSchema,
  PLACEMENT_FORMATS,
  PlacementFileSchema,
} from './bom.ts';
import { boardComponentSchema } from '../board-report.ts';

// What the data layer stores of a board's assembly (lambdas/core/db/assembly.ts
// parses these wherever it reads them): the BOM record's files and mapping,
// one line per BOM row with what matching made of it, and one populate row
// per designator with the customer's choices and the footprint's pads.

/** An uploaded assembly file: where it is (S3 key under assembly/<boardId>/) and how large. */
export const AssemblyFileRecordSchema = z.object({ fileId: z.string(), fileName: z.string(), key: z.string(), bytes: z.number() });
export type AssemblyFileRecord = z.infer<typeof AssemblyFileRecordSchema>;

export const StoredBomFileSchema = z.extend(AssemblyFileRecordSchema, { uploadedAt: z.string() });
export type StoredBomFile = z.infer<typeof StoredBomFileSchema>;

export const StoredPlacementFileSchema = z.extend(AssemblyFileRecordSchema, {
  format: z.enum(PLACEMENT_FORMATS),
  createdAt: z.nullable(z.string()),
  count: z.number(),
});
export type StoredPlacementFile = z.infer<typeof StoredPlacementFileSchema>;

/** The BOM record's JSON fields (the board id and stamps are the entity's own); a field never written reads as empty. */
export const StoredBomFieldsSchema = z.object({
  /** Null until a BOM is uploaded: a Gerber board may have placement files first. */
  bomFile: z._default(z.nullable(StoredBomFileSchema), null),
  detected: z._default(z.nullable(DetectedMappingSchema), null),
  /** The mapping the customer confirmed, or null to read with the detected one. */
  confirmedMapping: z._default(z.nullable(ColumnMappingSchema), null),
  /** The first rows of the file, for the column-mapping step. */
  preview: z._default(z.array(z.array(z.string())), []),
  skipped: z._default(z.array(z.object({ row: z.number(), reason: z.string() })), []),
  placementFiles: z._default(z.array(StoredPlacementFileSchema), []),
  mismatches: z._default(z.array(BomMismatchSchema), []),
});
export type StoredBomFields = z.infer<typeof StoredBomFieldsSchema>;

/** One BOM line with its match (the match's row and designators are the line's). */
export const StoredLineSchema = z.object({
  row: z.number(),
  line: BomLineSchema,
  match: z.omit(LineMatchSchema, { row: true, designators: true }),
});
export type StoredLine = z.infer<typeof StoredLineSchema>;

/** What the customer set on a row; it survives a recomputation. */
export const ElementOverridesSchema = z.object({
  part_id: z.optional(z.nullable(z.string())),
  do_not_populate: z.optional(z.boolean()),
  is_consignment: z.optional(z.boolean()),
});
export type ElementOverrides = z.infer<typeof ElementOverridesSchema>;

/** A footprint pad as stored on its row, so a new part choice is checked without reading the board again. */
export const StoredPadSchema = z.object({
  name: z.string(),
  x: z.number(),
  y: z.number(),
  mount: z.enum(['smd', 'through-hole']),
  net: z.optional(z.string()),
});

/** A populate row: the row as computed (its `id` is elementId), the customer's overrides and the footprint's pads. */
export const StoredElementSchema = z.object({
  elementId: z.string(),
  designator: z.string(),
  element: BoardElementSchema,
  overrides: ElementOverridesSchema,
  pads: z.array(StoredPadSchema),
});
export type StoredElement = z.infer<typeof StoredElementSchema>;

/** A BOM file's rows of text cells as read once (`line` is the file's, from 1); the mapping is applied to them on every change. */
export const ParsedBomSchema = z.object({ rows: z.array(z.object({ line: z.number(), cells: z.array(z.string()) })) });
export type ParsedBom = z.infer<typeof ParsedBomSchema>;

/** A placement file as read once. */
export const ParsedPlacementSchema = PlacementFileSchema;

/** The board upload as the assembly reads it: which upload, its components with their pads, and the date its files were written. */
export const ParsedBoardSchema = z.object({
  uploadKey: z.string(),
  name: z.string(),
  date: z.nullable(z.string()),
  components: z.array(
    z.extend(boardComponentSchema, { pads: z.array(StoredPadSchema), netTie: z.optional(z.boolean()), dnp: z.optional(z.boolean()) }),
  ),
});
export type ParsedBoard = z.infer<typeof ParsedBoardSchema>;
