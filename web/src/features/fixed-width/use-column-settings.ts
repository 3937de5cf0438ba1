import { useMemo, useState } from 'react';
import { MAX_WIDTH, columnNames, headingCells, normaliseCuts, type Detection } from './fixed-width.ts';

/**
 * Where the converter cuts the lines, what it skips and what it calls the columns: detected from the text, then
 * changed by hand. `head` is the first lines of the text.
 */
export function useColumnSettings(head: readonly string[], onError: (message: string) => void) {
  const [cuts, setCuts] = useState<number[]>([]);
  const [cutsDraft, setCutsDraft] = useState('');
  const [skip, setSkip] = useState(0);
  const [hasHeader, setHasHeader] = useState(false);
  const [names, setNames] = useState<string[]>([]);

  const sortedCuts = useMemo(() => normaliseCuts(cuts, MAX_WIDTH), [cuts]);
  const options = useMemo(() => ({ cuts: sortedCuts, skip, hasHeader }), [sortedCuts, skip, hasHeader]);
  const headings = useMemo(() => (hasHeader ? headingCells(head, sortedCuts, skip) : null), [hasHeader, head, sortedCuts, skip]);
  const detectedNames = useMemo(() => columnNames(headings, sortedCuts.length + 1), [headings, sortedCuts.length]);
  // A name the user typed stays; the others follow the headings.
  const shownNames = detectedNames.map((detected, index) => names[index] || detected);

  const reset = (detection: Detection) => {
    setCuts(detection.cuts);
    setCutsDraft(detection.cuts.join(', '));
    setSkip(detection.skip);
    setHasHeader(detection.hasHeader);
    setNames([]);
  };
  const changeCuts = (next: number[]) => {
    setCuts(next);
    setCutsDraft(normaliseCuts(next, MAX_WIDTH).join(', '));
  };
  const applyCutsDraft = () => {
    const parsed = cutsDraft
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    if (parsed.some((cut) => !Number.isInteger(cut) || cut <= 0)) {
      onError('Cut positions are whole numbers above 0, separated by commas (e.g. 10, 23, 70).');
      return;
    }
    onError('');
    changeCuts(parsed);
  };
  const renameColumn = (column: number, value: string) =>
    setNames((old) => detectedNames.map((_, index) => (index === column ? value : (old[index] ?? ''))));

  return { cuts, options, cutsDraft, setCutsDraft, setSkip, setHasHeader, shownNames, reset, changeCuts, applyCutsDraft, renameColumn };
}

export type ColumnSettings = ReturnType<typeof useColumnSettings>;
