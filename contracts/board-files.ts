// What a board upload may be: the design tools whose files we read, their file endings and the size limit
// (docs/limits.md). Without zod, so the upload page can check a file before any schema has loaded
// (docs/performance.md#web-first-visit).

export const CAD_SOURCES = ['Eagle', 'KiCad', 'Gerber'] as const;
export type CadSource = (typeof CAD_SOURCES)[number];

/** Largest board file a customer may upload. */
export const MAX_BOARD_FILE_BYTES = 50 * 1024 * 1024;
/** File endings the readers understand. */
export const BOARD_FILE_EXTENSIONS = ['.zip', '.kicad_pcb', '.brd'] as const;

export const isCadSource = (value: unknown): value is CadSource => CAD_SOURCES.some((source) => source === value);
