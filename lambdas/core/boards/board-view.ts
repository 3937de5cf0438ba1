import { revisionName } from '#contracts/board-revisions.ts';
import type { Board } from '#contracts/schemas/boards.ts';
import type { Actor } from '../actor.ts';
import type { BoardRecord } from '../db/boards.ts';
import { boardForViewer } from './board-access.ts';
import type { BoardFiles } from './board-ports.ts';

/** How long a rendered layer's presigned GET stays valid. */
export const LAYER_URL_SECONDS = 3600;

/** The API's view of a board, with presigned GETs for its rendered layers. */
export async function toBoardView(item: BoardRecord, files: Pick<BoardFiles, 'presignDownload'>): Promise<Board> {
  const layers = await Promise.all(
    (item.layers ?? []).map(async (layer) => ({
      name: layer.name,
      kind: layer.kind,
      side: layer.side,
      url: await files.presignDownload(layer.key, LAYER_URL_SECONDS),
    })),
  );
  return {
    board_id: item.boardId,
    user_id: item.userId,
    file_name: item.fileName,
    cad_source: item.cadSource,
    revision: revisionName(item.revision),
    previous_board_id: item.previousBoardId ?? null,
    next_board_id: item.nextBoardId ?? null,
    copied_from_board_id: item.copiedFromBoardId ?? null,
    lifecycle: item.lifecycle,
    processing: item.processing,
    processing_reason: item.processing === 'Cannot process' ? (item.processingReason ?? null) : null,
    bom_state: item.bomState,
    capabilities_version: item.capabilitiesVersion ?? null,
    metrics: item.metrics ?? null,
    findings: item.findings ?? [],
    components: item.components ?? [],
    notes: item.notes ?? [],
    view_box: item.viewBox ?? null,
    view_box_units_per_mm: item.viewBoxUnitsPerMm ?? null,
    layers,
    accepted_outline: item.acceptedOutline ? { kind: item.acceptedOutline.kind, accepted_at: item.acceptedOutline.acceptedAt } : null,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

/** GET /boards/{boardId}: the owner or staff (see boardForViewer). */
export async function getBoardForActor(actor: Actor, boardId: string, files: Pick<BoardFiles, 'presignDownload'>): Promise<Board> {
  const { board } = await boardForViewer(actor, boardId);
  return toBoardView(board, files);
}
