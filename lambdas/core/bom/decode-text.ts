// Text files from any CAD tool or spreadsheet: a byte-order mark decides the
// encoding (UTF-8, UTF-16 LE/BE); without one, UTF-8 when the bytes are valid
// UTF-8, else Windows-1252 (what Excel writes for "CSV" on Western systems).

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

/** The file's text, without its byte-order mark. */
export function decodeText(bytes: Uint8Array): string {
  const { encoding, bomLength } = detectEncoding(bytes);
  return new TextDecoder(encoding).decode(bytes.subarray(bomLength));
}
