import type { Board } from '#contracts/schemas/boards.ts';
import type { Actor } from '../actor.ts';
import type { BoardRecord } from '../db/boards.ts';
import { boardForViewer } from './board-access.ts';
import type { BoardFiles } from './board-ports.ts';

/** How long a rendered layer's presigned GET stays valid. */
export const LAYER_URL_SECONDS = 3600;

/** The API's view of a board, with presigned GETs for its rendered layers. */
export async function toBoardView(b: BoardRecord, files: Pick<BoardFiles, 'presignDownload'>): Promise<Board> {
  const layers = await Promise.all(
    (b.layers ?? []).map(async (l) => ({
      name: l.name,
      kind: l.kind,
      side: l.side,
      url: await files.presignDownload(l.key, LAYER_URL_SECONDS),
    })),
  );
  return {
    board_id: b.boardId,
    user_id: b.userId,
    file_name: b.fileName,
    cad_source: b.cadSource,
    lifecycle: b.lifecycle,
    processing: b.processing,
    processing_reason: b.processing === 'Cannot process' ? (b.processingReason ?? null) : null,
    bom_state: b.bomState,
    capabilities_version: b.capabilitiesVersion ?? null,
    metrics: b.metrics ?? null,
    findings: b.findings ?? [],
    components: b.components ?? [],
    notes: b.notes ?? [],
    view_box: b.viewBox ?? null,
    view_box_units_per_mm: b.viewBoxUnitsPerMm ?? null,
    layers,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
  };
}

/** GET /boards/{boardId}: the owner or staff (see boardForViewer). */
export async function getBoardForActor(actor: Actor, boardId: string, files: Pick<BoardFiles, 'presignDownload'>): Promise<Board> {
  const { board } = await boardForViewer(actor, boardId);
  return toBoardView(board, files);
}
