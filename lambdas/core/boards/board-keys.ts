import { isId } from '#contracts/ids.ts';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';

// Where a board's files live in the uploads bucket. Uploads sit under boards/
// (the prefix whose create events queue processing); renders sit outside it,
// under renders/, so writing them queues nothing.
export const UPLOAD_PREFIX = BUCKET_PREFIXES.boards;
export const RENDER_PREFIX = BUCKET_PREFIXES.renders;

/** A file name safe as an S3 key segment and in a URL: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot) : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 100 - ext.length) || 'board';
  return stem + ext.toLowerCase();
}

export function uploadKey(boardId: string, fileName: string): string {
  return `${UPLOAD_PREFIX}${boardId}/${safeFileName(fileName)}`;
}

/** The board id of an upload key, or null for any other object (renders, stray files). */
export function boardIdOfUploadKey(key: string): string | null {
  const match = /^boards\/([0-9A-Za-z]{24})\/[^/]+$/.exec(key);
  return match && isId(match[1]!) ? match[1]! : null;
}

/**
 * Written under the board's upload folder when the owner accepts the proposed
 * outline: its create event queues the board for processing again, through
 * the same queue and processor as an upload. Uploaded names never start with a
 * dot (safeFileName), so it cannot be a customer's file.
 */
export function outlineAcceptedKey(boardId: string): string {
  return `${UPLOAD_PREFIX}${boardId}/.outline-accepted.json`;
}

export function renderKey(boardId: string, layerName: string): string {
  return `${RENDER_PREFIX}${boardId}/${layerName.replace(/[^\w-]/g, '_')}.svg`;
}

/** The diff against the previous revision, stored next to the renders (outside boards/, so writing it queues nothing). */
export function revisionDiffKey(boardId: string): string {
  return `${RENDER_PREFIX}${boardId}/revision-diff.json`;
}

/** The previous revision's parts as they stood when this revision took its choices over, beside the diff. */
export function revisionPartsKey(boardId: string): string {
  return `${RENDER_PREFIX}${boardId}/revision-parts.json`;
}

/** S3 event keys are URL-encoded, with '+' for spaces. */
export function decodeEventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

/** The content type the upload URL is signed for. */
export function uploadContentType(fileName: string): string {
  return fileName.toLowerCase().endsWith('.zip') ? 'application/zip' : 'application/octet-stream';
}
