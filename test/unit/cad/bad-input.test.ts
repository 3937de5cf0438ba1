import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoard } from '#lambdas/cad/check-board.ts';
import { fixturesDir, makeZip } from './helpers.ts';
import { boardZip, cleanBoard } from './synthetic-gerber.ts';

async function reasonFor(name: string, bytes: Uint8Array): Promise<string> {
  const { report } = await checkBoard({ name, bytes });
  expect(report.status).toBe('Cannot process');
  expect(report.metrics).toBeNull();
  return report.reason ?? '';
}

/** Sets the "encrypted" bit of every entry, local and central headers alike. */
function markEncrypted(zip: Uint8Array): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint16(i + 6, view.getUint16(i + 6, true) | 1, true);
    if (sig === 0x02014b50) view.setUint16(i + 8, view.getUint16(i + 8, true) | 1, true);
  }
  return out;
}

describe('bad input becomes "Cannot process" with a reason a customer understands', () => {
  it('a .zip that is not a zip', async () => {
    expect(await reasonFor('board.zip', new TextEncoder().encode('hello, not a zip'))).toMatch(/not a zip/);
  });

  it('an unknown file type', async () => {
    expect(await reasonFor('board.pdf', new TextEncoder().encode('%PDF-1.4'))).toMatch(/Unsupported file/);
  });

  it('an empty file and an empty zip', async () => {
    expect(await reasonFor('board.zip', new Uint8Array())).toMatch(/empty/);
    expect(await reasonFor('board.zip', makeZip({}))).toMatch(/empty/);
  });

  it('a zip bomb (limited by what inflates, not by the headers)', async () => {
    const bomb = makeZip({ 'top.gtl': new Uint8Array(30 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await reasonFor('bomb.zip', bomb)).toMatch(/zip bomb/);
  });

  it('a zip bomb whose headers lie about the size', async () => {
    const zip = makeZip({ 'board-F_Cu.gbr': new Uint8Array(30 * 1024 * 1024) });
    const view = new DataView(zip.buffer);
    // Claim 100 bytes uncompressed in both headers: inflating must still stop at 100 bytes.
    for (let i = 0; i + 4 <= zip.length; i++) {
      if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, 100, true);
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 100, true);
    }
    const before = process.memoryUsage().arrayBuffers;
    const { report } = await checkBoard({ name: 'liar.zip', bytes: zip });
    expect(report.status).toBe('Cannot process');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * 1024 * 1024);
  });

  it('entries with .. or absolute paths', async () => {
    expect(await reasonFor('evil.zip', makeZip({ '../evil-F_Cu.gbr': 'x' }))).toMatch(/unsafe path/);
    expect(await reasonFor('evil.zip', makeZip({ '/etc/evil-F_Cu.gbr': 'x' }))).toMatch(/unsafe path/);
    expect(await reasonFor('evil.zip', makeZip({ 'gerbers/../../evil-F_Cu.gbr': 'x' }))).toMatch(/unsafe path/);
  });

  it('an encrypted zip', async () => {
    expect(await reasonFor('secret.zip', markEncrypted(boardZip(cleanBoard())))).toMatch(/password/);
  });

  it('a zip without copper layers', async () => {
    expect(await reasonFor('docs.zip', makeZip({ 'README.txt': 'Gerbers to follow', 'board.pdf': '%PDF-1.4' }))).toMatch(/no copper layer/);
  });

  it('a corrupt Gerber', async () => {
    const junk = '%FSLAX46Y46*%\n%MOMM*%\n' + 'G04 garbled*\n@@@###$$$%%%^^^&&&***\n'.repeat(40);
    expect(await reasonFor('broken.zip', makeZip({ 'board-F_Cu.gbr': junk, 'board-B_Cu.gbr': junk }))).toMatch(/damaged/);
  });

  it('a KiCad file newer than we support', async () => {
    const text = readFileSync(path.join(fixturesDir, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'), 'utf8').replace(
      /\(version \d+\)/,
      '(version 20260315)',
    );
    expect(await reasonFor('future.kicad_pcb', new TextEncoder().encode(text))).toMatch(/newer KiCad/);
  });

  it('a KiCad file cut short', async () => {
    const text = readFileSync(path.join(fixturesDir, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'), 'utf8');
    expect(await reasonFor('cut.kicad_pcb', new TextEncoder().encode(text.slice(0, text.length / 2)))).toMatch(/incomplete/);
  });

  it('a binary (pre-6) Eagle board', async () => {
    const binary = Uint8Array.from([0x10, 0x80, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00, 0x00]);
    expect(await reasonFor('old.brd', binary)).toMatch(/binary format of Eagle 5/);
  });

  it('a file over the upload limit', async () => {
    expect(await reasonFor('huge.zip', new Uint8Array(51 * 1024 * 1024))).toMatch(/we accept up to 50 MB/);
  });

  it('a KiCad file that is not a board', async () => {
    expect(await reasonFor('x.kicad_pcb', new TextEncoder().encode('(kicad_sch (version 20230121))'))).toMatch(/not a KiCad board/);
  });
});
