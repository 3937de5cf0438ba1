import { describe, expect, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import {
  boardIdOfUploadKey,
  decodeEventKey,
  renderKey,
  safeFileName,
  uploadContentType,
  uploadKey,
} from '#lambdas/core/boards/board-keys.ts';

describe('board keys', () => {
  it('makes file names safe for keys and URLs, keeping the extension', () => {
    expect(safeFileName('My Board (rev B).zip')).toBe('My_Board_rev_B_.zip');
    expect(safeFileName('../../etc/passwd.brd')).toBe('passwd.brd');
    expect(safeFileName('C:\\work\\Ünïcode board.KICAD_PCB')).toBe('Unicode_board.kicad_pcb');
    expect(safeFileName('.zip')).toBe('zip');
    expect(safeFileName(`${'a'.repeat(300)}.zip`)).toHaveLength(100);
    expect(safeFileName(`${'a'.repeat(300)}.zip`).endsWith('.zip')).toBe(true);
  });

  it('finds the board of an upload key and nothing else', () => {
    const id = newId();
    expect(boardIdOfUploadKey(uploadKey(id, 'x.zip'))).toBe(id);
    expect(boardIdOfUploadKey(renderKey(id, 'top-copper'))).toBeNull();
    expect(boardIdOfUploadKey(`boards/${id}/render/top.svg`)).toBeNull();
    expect(boardIdOfUploadKey('boards/short/x.zip')).toBeNull();
    expect(boardIdOfUploadKey(`tmp/${id}/x.zip`)).toBeNull();
    expect(renderKey(id, 'top-copper')).toBe(`renders/${id}/top-copper.svg`);
  });

  it('decodes S3 event keys and picks the signed content type', () => {
    expect(decodeEventKey('boards/a/My+Board%281%29.zip')).toBe('boards/a/My Board(1).zip');
    expect(uploadContentType('x.ZIP')).toBe('application/zip');
    expect(uploadContentType('x.kicad_pcb')).toBe('application/octet-stream');
  });
});
