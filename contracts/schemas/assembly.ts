import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids.ts';
import { part } from '../parts.ts';
import { BomStateSchema, CreateBoardResponseSchema } from './boards.ts';
import {
  BoardElementSchema,
  BomLineSchema,
  BomMismatchSchema,
  ColumnMappingSchema,
  DetectedMappingSchema,
  LineMatchSchema,
  PLACEMENT_FORMATS,
} from './bom.ts';

// A board's assembly as the API speaks it: the uploaded bill of materials and
// placement files, the board quantity, and the populate rows (docs/data-model.md#board-element-populate-row "Board
// element") with their matches. Every change names the `version` it started
// from; a newer one on the server is a 409 and the client re-applies.

/** Largest BOM or placement file (signed into the presigned PUT). */
export const MAX_ASSEMBLY_FILE_BYTES = 5 * 1024 * 1024;
/** BOM and placement file uploads onto one account's boards in a UTC day (docs/security.md#bounded-records). */
export const MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY = 200;
export const BOM_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx', '.xls', '.ods'] as const;
export const PLACEMENT_FILE_EXTENSIONS = ['.pos', '.csv', '.tsv', '.txt', '.xlsx', '.xls', '.ods'] as const;
export const ASSEMBLY_FILE_PURPOSES = ['bom', 'placement'] as const;
export type AssemblyFilePurpose = (typeof ASSEMBLY_FILE_PURPOSES)[number];
export const MAX_BOARD_QUANTITY = 10_000;

const extensionsFor: Record<AssemblyFilePurpose, readonly string[]> = { bom: BOM_FILE_EXTENSIONS, placement: PLACEMENT_FILE_EXTENSIONS };

/** Whether a file name has an ending the readers take for this purpose. */
export function acceptsAssemblyFile(purpose: AssemblyFilePurpose, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return extensionsFor[purpose].some((ext) => lower.endsWith(ext));
}

const IdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid id'));
/** The BOM version a change started from (0 before the first BOM). */
const VersionSchema = z.number().check(z.int(), z.gte(0));

export const CreateAssemblyFileBodySchema = z
  .object({
    purpose: z.enum(ASSEMBLY_FILE_PURPOSES),
    file_name: z.string().check(z.trim(), z.minLength(1, 'The file name is required'), z.maxLength(255, 'The file name is too long')),
    /** Bytes; checked against MAX_ASSEMBLY_FILE_BYTES in the core (413) and signed into the upload URL. */
    size: z.number().check(z.int(), z.positive('The file is empty')),
  })
  .check(
    z.refine((b) => acceptsAssemblyFile(b.purpose, b.file_name), {
      path: ['file_name'],
      message:
        'Upload a bill of materials as .csv, .tsv, .txt, .xlsx, .xls or .ods, and a placement file as .pos, .csv, .tsv, .txt, .xlsx, .xls or .ods',
    }),
  );
export type CreateAssemblyFileBody = z.infer<typeof CreateAssemblyFileBodySchema>;

export const CreateAssemblyFileResponseSchema = z.object({
  file: z.object({ file_id: IdSchema, file_name: z.string() }),
  upload: CreateBoardResponseSchema.shape.upload,
});
export type CreateAssemblyFileResponse = z.infer<typeof CreateAssemblyFileResponseSchema>;

/** A file uploaded with the presigned PUT of POST …/assembly-files. */
export const AssemblyFileRefSchema = z.object({
  file_id: IdSchema,
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});
export type AssemblyFileRef = z.infer<typeof AssemblyFileRefSchema>;

export const UploadBomBodySchema = z.object({ file: AssemblyFileRefSchema, version: VersionSchema });
export const ConfirmBomMappingBodySchema = z.object({ mapping: ColumnMappingSchema, version: VersionSchema });
export const AddPlacementFileBodySchema = z.object({ file: AssemblyFileRefSchema, version: VersionSchema });
export const RemovePlacementFileQuerySchema = z.object({ version: z.coerce.number().check(z.int(), z.gte(0)) });
export const SetBoardQuantityBodySchema = z.object({
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_BOARD_QUANTITY)),
  version: VersionSchema,
});

/** A customer's change to one populate row; absent fields stay as they are. */
export const UpdateElementBodySchema = z
  .object({
    version: VersionSchema,
    part_id: z.optional(z.nullable(IdSchema)),
    do_not_populate: z.optional(z.boolean()),
    is_consignment: z.optional(z.boolean()),
  })
  .check(
    z.refine((b) => b.part_id !== undefined || b.do_not_populate !== undefined || b.is_consignment !== undefined, {
      message: 'Change the part, populate or consigned',
    }),
  );
export type UpdateElementBody = z.infer<typeof UpdateElementBodySchema>;
export type ElementChange = Omit<UpdateElementBody, 'version'>;

export const AssemblyParamsSchema = z.object({ boardId: IdSchema });
export const ElementParamsSchema = z.object({ boardId: IdSchema, elementId: IdSchema });
export const PlacementFileParamsSchema = z.object({ boardId: IdSchema, fileId: IdSchema });

/**
 * The chosen part as the quote will read it: price breaks, stock and source
 * come from the catalogue's store of record when the elements are listed.
 */
export const ElementPartSchema = z.pick(part, {
  id: true,
  supplier_code: true,
  mpn: true,
  manufacturer: true,
  description: true,
  package: true,
  stock: true,
  moq: true,
  price_breaks: true,
  library_type: true,
  source: true,
});
export type ElementPart = z.infer<typeof ElementPartSchema>;

/** Fields of a row the customer set, which a recomputation keeps. */
export const ELEMENT_OVERRIDE_FIELDS = ['part_id', 'do_not_populate', 'is_consignment'] as const;

export const BoardElementViewSchema = z.extend(BoardElementSchema, {
  id: IdSchema,
  part: z.nullable(ElementPartSchema),
  overridden: z.array(z.enum(ELEMENT_OVERRIDE_FIELDS)),
  /** populate-row rule (docs/validation.md#populate-row-rule), in its words; null when the row is fine. */
  message: z.nullable(z.string()),
});
export type BoardElementView = z.infer<typeof BoardElementViewSchema>;

/** A BOM line with what matching made of it. */
export const BomLineViewSchema = z.extend(BomLineSchema, { match: z.omit(LineMatchSchema, { row: true, designators: true }) });
export type BomLineView = z.infer<typeof BomLineViewSchema>;

export const PlacementFileViewSchema = z.object({
  file_id: IdSchema,
  file_name: z.string(),
  format: z.enum(PLACEMENT_FORMATS),
  created_at: z.nullable(z.string()),
  count: z.number().check(z.int(), z.gte(0)),
});
export type PlacementFileView = z.infer<typeof PlacementFileViewSchema>;

export const BomSummarySchema = z.object({
  file_id: IdSchema,
  file_name: z.string(),
  uploaded_at: z.string(),
  /** What the reader guessed, with its confidence and the other candidate columns. */
  detected: DetectedMappingSchema,
  /** The mapping the lines were read with. */
  mapping: ColumnMappingSchema,
  /** True once the customer confirmed or changed the mapping. */
  mapping_confirmed: z.boolean(),
  /** The column-mapping step is due: detection was unsure and nobody confirmed it. */
  needs_mapping: z.boolean(),
  /** The file's first rows, for the column-mapping step. */
  preview: z.array(z.array(z.string())),
  skipped: z.array(z.object({ row: z.number().check(z.int()), reason: z.string() })),
});
export type BomSummary = z.infer<typeof BomSummarySchema>;

export const AssemblySummarySchema = z.object({
  elements: z.number().check(z.int(), z.gte(0)),
  populated: z.number().check(z.int(), z.gte(0)),
  with_part: z.number().check(z.int(), z.gte(0)),
  needs_attention: z.number().check(z.int(), z.gte(0)),
});
export type AssemblySummary = z.infer<typeof AssemblySummarySchema>;

export const BoardAssemblySchema = z.object({
  board_id: IdSchema,
  version: z.number().check(z.int(), z.gte(0)),
  bom_state: BomStateSchema,
  quantity: z.number().check(z.int(), z.gte(1)),
  bom: z.nullable(BomSummarySchema),
  placement_files: z.array(PlacementFileViewSchema),
  lines: z.array(BomLineViewSchema),
  elements: z.array(BoardElementViewSchema),
  mismatches: z.array(BomMismatchSchema),
  summary: AssemblySummarySchema,
});
export type BoardAssembly = z.infer<typeof BoardAssemblySchema>;

/** The answer to a row change: the row, and the board's BOM state and version after it. */
export const UpdateElementResponseSchema = z.object({
  version: z.number().check(z.int(), z.gte(0)),
  bom_state: BomStateSchema,
  element: BoardElementViewSchema,
  summary: AssemblySummarySchema,
});
export type UpdateElementResponse = z.infer<typeof UpdateElementResponseSchema>;
