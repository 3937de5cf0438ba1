// docs/limits.md#chart-colours: a palette of ten chart colours. Each number key's staged parameter
// takes its key's colour, so a labelled character shows which key made it.
// All reach at least 4.5:1 against the #131313 background.

export const CHART_COLOURS = [
  '#9a9a9a',
  '#5aa9ff',
  '#ffb020',
  '#3ddc97',
  '#ff6ad5',
  '#b58cff',
  '#ff8a4c',
  '#2ed1e0',
  '#d4e157',
  '#ff6b81',
] as const;

/** The colour of the key a parameter is staged on; a neutral one for a parameter on no key. */
export function colourOfParameter(parameterId: string, staged: Record<number, string>): string {
  const key = Object.entries(staged).find(([, id]) => id === parameterId)?.[0];
  return key === undefined ? '#cfcfcf' : CHART_COLOURS[Number(key)]!;
}
