// Generated KiCad-style placement lines (reference, value, footprint, X, Y,
// rotation, side in fixed-width columns) of about `bytes` characters, for the
// fixed-width converter's scale test and its bench.

const line = (cells: readonly string[]) =>
  `${cells[0]!.padEnd(10)}${cells[1]!.padEnd(13)}${cells[2]!.padEnd(24)}${cells[3]!.padStart(12)}${cells[4]!.padStart(12)}${cells[5]!.padStart(6)}  ${cells[6]}`;

/** Line i (from 1): R1, R2, …, every seventh a 4.7k resistor, rotations cycling 0–270, sides alternating. */
export function placementLine(i: number): string {
  return line([
    'R' + i,
    i % 7 === 0 ? '4.7k 1%' : '100nF',
    'C_0603_1608Metric',
    (i * 0.127).toFixed(4),
    (-i * 0.05).toFixed(4),
    String((i % 4) * 90),
    i % 2 ? 'top' : 'bottom',
  ]);
}

/** A header line, then placement lines until the text reaches `bytes`; the lines and the text. */
export function placementText(bytes: number): { lines: string[]; text: string } {
  const lines: string[] = [line(['Ref', 'Val', 'Package', 'PosX', 'PosY', 'Rot', 'Side'])];
  let size = lines[0]!.length;
  for (let i = 1; size < bytes; i++) {
    const next = placementLine(i);
    lines.push(next);
    size += next.length + 1;
  }
  return { lines, text: lines.join('\n') };
}
