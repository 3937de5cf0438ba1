import { inflateRawSync } from 'node:zlib';
import { CannotProcessError } from './cannot-process-error.ts';

export interface ZipLimits {
  /** Sum of all uncompressed entries. */
  maxTotalBytes: number;
  /** Uncompressed / compressed, over the whole archive. */
  maxRatio: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 200 * 1024 * 1024, maxRatio: 200, maxEntries: 2000 };

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

function findEndOfCentralDirectory(view: DataView): number {
  // The comment after the record is at most 65,535 bytes.
  const stop = Math.max(0, view.byteLength - 22 - 65535);
  for (let i = view.byteLength - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  throw new CannotProcessError('The zip file is damaged: its table of contents is missing.');
}

function unsafeName(name: string): boolean {
  const normal = name.replace(/\\/g, '/');
  return normal.startsWith('/') || /^[a-zA-Z]:/.test(normal) || normal.split('/').includes('..');
}

/**
 * Reads every file of a zip in memory, refusing what could hurt the worker:
 * zip bombs (total size and ratio limits on the declared sizes, and each entry
 * inflated into a buffer of exactly its declared size, so a lying header
 * cannot make it grow), path tricks, encryption and unknown compression.
 * Node's zlib inflates (native: a quarter of fflate's time on the dev boards);
 * the central directory is read here, with every size and flag checked first.
 */
export function unzipSafely(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw new CannotProcessError('The file is not a zip archive.');
  const eocd = findEndOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0) throw new CannotProcessError('The zip file is empty.');
  if (count > limits.maxEntries) throw new CannotProcessError(`The zip file has ${count} files; we accept at most ${limits.maxEntries}.`);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let total = 0;
  const maxTotal = Math.min(limits.maxTotalBytes, Math.max(1024 * 1024, bytes.length * limits.maxRatio));
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new CannotProcessError('The zip file is damaged: its table of contents cannot be read.');
    }
    const entryAt = offset;
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;

    if (unsafeName(name))
      throw new CannotProcessError(`The zip contains a file with an unsafe path ("${name}"); paths must stay inside the archive.`);
    if (flags & 1) throw new CannotProcessError('The zip file is password-protected; please upload it without encryption.');
    if (name.endsWith('/')) continue;
    if (method !== 0 && method !== 8)
      throw new CannotProcessError(`The zip uses a compression method we do not support (${method}); please use standard "deflate" zip.`);
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) {
      throw new CannotProcessError('The zip file is damaged.');
    }
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const compressed = bytes.subarray(dataStart, dataStart + compressedSize);
    const tooBig = () =>
      new CannotProcessError(
        `The zip expands to more than ${Math.round(maxTotal / 1024 / 1024)} MB; it looks like a zip bomb, or the board files are unusually large.`,
      );
    if (method === 0) {
      total += compressed.length;
      if (total > maxTotal) throw tooBig();
      entries.push({ name, bytes: compressed.slice() });
      continue;
    }
    // Inflate to at most the declared size: a lying header cannot make it grow (zlib stops with an error past
    // maxOutputLength), and the declared sizes are what the limits were checked against.
    const declared = view.getUint32(entryAt + 24, true);
    total += declared;
    if (total > maxTotal || declared > compressed.length * limits.maxRatio + 1024 * 1024) throw tooBig();
    let out: Uint8Array | undefined;
    try {
      out = inflateRawSync(compressed, { maxOutputLength: Math.max(1, declared) });
    } catch {
      out = undefined;
    }
    if (!out || out.length > declared) throw new CannotProcessError(`The zip file is damaged: "${name}" cannot be decompressed.`);
    entries.push({ name, bytes: out });
  }
  return entries;
}
