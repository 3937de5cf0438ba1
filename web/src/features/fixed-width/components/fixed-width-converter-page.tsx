import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { CheckboxField, TextAreaField, TextField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { MAX_WIDTH, columnNames, headingCells, normaliseCuts, tableRows } from '../fixed-width.ts';
import { createFixedWidthClient, type FixedWidthClient } from '../fixed-width-client.ts';
import type { Loaded } from '../fixed-width-protocol.ts';
import { downloadBlob, xlsxBlob } from '../fixed-width-download.ts';
import { CutRuler } from './cut-ruler.tsx';
import styles from './fixed-width.module.css';

/** Larger files are refused with a message: the page keeps the whole text in memory twice. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const PREVIEW_ROWS = 20;
/** Below 940 px each row is a card: fewer of them. */
const PREVIEW_ROWS_NARROW = 8;
const narrowScreen = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 939px)').matches;

type Source = { name: string; loaded: Loaded };
const NO_LINES: string[] = [];

/** /internal/fixed-width-converter (Engineer): fixed-width text → CSV or XLSX, entirely in the browser. See docs/staff-tools.md#fixed-width-converter. */
export function FixedWidthConverterPage() {
  const client = useRef<FixedWidthClient | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [cuts, setCuts] = useState<number[]>([]);
  const [cutsDraft, setCutsDraft] = useState('');
  const [skip, setSkip] = useState(0);
  const [hasHeader, setHasHeader] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  const [busy, setBusy] = useState<'' | 'reading' | 'csv' | 'xlsx'>('');
  const [error, setError] = useState('');
  const [exported, setExported] = useState('');
  const pasteTimer = useRef<number | undefined>(undefined);
  const [narrow, setNarrow] = useState(narrowScreen);
  useEffect(() => {
    const query = window.matchMedia('(max-width: 939px)');
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const previewRows = narrow ? PREVIEW_ROWS_NARROW : PREVIEW_ROWS;

  useEffect(() => {
    client.current = createFixedWidthClient();
    return () => client.current?.close();
  }, []);

  const width = source?.loaded.detection.width ?? 0;
  const sortedCuts = useMemo(() => normaliseCuts(cuts, MAX_WIDTH), [cuts]);
  const head = source?.loaded.head ?? NO_LINES;
  const headings = useMemo(() => (hasHeader ? headingCells(head, sortedCuts, skip) : null), [hasHeader, head, sortedCuts, skip]);
  const detectedNames = useMemo(() => columnNames(headings, sortedCuts.length + 1), [headings, sortedCuts.length]);
  // A name the user typed stays; the others follow the headings.
  const shownNames = detectedNames.map((n, i) => names[i] || n);
  const preview = useMemo(
    () => tableRows(head, { cuts: sortedCuts, skip, hasHeader }, previewRows),
    [head, sortedCuts, skip, hasHeader, previewRows],
  );

  const apply = (loaded: Loaded, name: string) => {
    const d = loaded.detection;
    setSource({ name, loaded });
    setCuts(d.cuts);
    setCutsDraft(d.cuts.join(', '));
    setSkip(d.skip);
    setHasHeader(d.hasHeader);
    setNames([]);
    setExported('');
  };

  const load = async (text: string, name: string) => {
    if (!client.current) return;
    setError('');
    if (text.trim() === '') {
      setSource(null);
      return;
    }
    setBusy('reading');
    const answer = await client.current.ask({ kind: 'load', text });
    setBusy('');
    if (answer.kind === 'loaded') apply(answer.loaded, name);
    else setError(answer.kind === 'error' ? `The text could not be read: ${answer.message}` : 'The text could not be read.');
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError(
        `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the converter reads files up to ${MAX_FILE_BYTES / 1024 / 1024} MB. Split it and convert the parts.`,
      );
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.subarray(0, 8192).includes(0)) {
      setError(`${file.name} is not a text file (it holds binary data). Upload the report as plain text.`);
      return;
    }
    await load(new TextDecoder().decode(bytes), file.name.replace(/\.[^.]+$/, ''));
  };

  const onPaste = (text: string) => {
    window.clearTimeout(pasteTimer.current);
    pasteTimer.current = window.setTimeout(() => void load(text, 'converted'), 250);
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
    if (parsed.some((n) => !Number.isInteger(n) || n <= 0)) {
      setError('Cut positions are whole numbers above 0, separated by commas (e.g. 10, 23, 70).');
      return;
    }
    setError('');
    changeCuts(parsed);
  };

  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!client.current || !source) return;
    setBusy(format);
    setError('');
    const options = { cuts: sortedCuts, skip, hasHeader };
    try {
      if (format === 'csv') {
        const answer = await client.current.ask({ kind: 'export', options, names: shownNames, format: 'csv' });
        if (answer.kind !== 'csv') throw new Error(answer.kind === 'error' ? answer.message : 'unexpected answer');
        downloadBlob(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }), `${source.name}.csv`);
        setExported(`${source.name}.csv: ${answer.rows} rows.`);
      } else {
        const answer = await client.current.ask({ kind: 'export', options, names: shownNames, format: 'rows' });
        if (answer.kind !== 'rows') throw new Error(answer.kind === 'error' ? answer.message : 'unexpected answer');
        downloadBlob(await xlsxBlob(shownNames, answer.rows), `${source.name}.xlsx`);
        setExported(`${source.name}.xlsx: ${answer.rows.length} rows.`);
      }
    } catch (e) {
      setError(`The ${format.toUpperCase()} file could not be made: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy('');
    }
  };

  const columns: Column<{ i: number; cells: string[] }>[] = shownNames.map((name, c) => ({
    key: String(c),
    header: name,
    cell: (r) => r.cells[c] ?? '',
  }));
  const d = source?.loaded.detection;
  return (
    <PageLayout title="Fixed-width converter" documentTitle="Fixed-width converter · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <p className={styles.muted}>
        Legacy pick lists, placement reports from older CAD, supplier exports: paste the text or upload the file (up to 5 MB converts
        without a pause; nothing leaves this browser). The columns are found from the alignment; move the cuts if they are wrong, name the
        columns and download CSV or XLSX.
      </p>
      <Section title="Text" id="fw-input">
        <div className={styles.inputs}>
          <TextAreaField
            label="Paste fixed-width text"
            requirement="optional"
            rows={6}
            spellCheck={false}
            className={styles.paste}
            onChange={(e) => onPaste(e.target.value)}
          />
          <div className={styles.upload}>
            <label className={styles.fileLabel}>
              <span>Or upload a text file</span>
              <input
                type="file"
                accept=".txt,.pos,.rpt,.prn,.dat,.lst,.asc,text/plain"
                onChange={(e) => void onFile(e)}
                data-testid="fixed-width-file"
              />
            </label>
            {busy === 'reading' && <p className={styles.muted}>Reading and finding the columns…</p>}
          </div>
        </div>
        <ValidationMessage>{error}</ValidationMessage>
      </Section>
      {source && d && (
        <>
          <Section
            title="Columns"
            id="fw-columns"
            description={`${source.loaded.lineCount.toLocaleString()} lines, ${sortedCuts.length + 1} columns ${d.fromRuler ? 'from the dashed line under the headings' : 'found from the alignment'}. Drag a cut on the ruler, click the ruler to add one, double-click or press Delete to remove one.`}
          >
            <CutRuler lines={head.slice(0, 40)} skip={skip} width={width} cuts={cuts} onChange={changeCuts} />
            <div className={styles.settings}>
              <TextField
                label="Cut positions (characters)"
                requirement="optional"
                value={cutsDraft}
                onChange={(e) => setCutsDraft(e.target.value)}
                onBlur={applyCutsDraft}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') applyCutsDraft();
                }}
                inputMode="numeric"
              />
              <TextField
                label="Lines to skip at the top"
                requirement="optional"
                type="number"
                min={0}
                value={skip}
                onChange={(e) => setSkip(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
              />
              <CheckboxField
                label="The first line holds the column names"
                checked={hasHeader}
                onChange={(e) => setHasHeader(e.target.checked)}
              />
              <Button variant="secondary" onClick={() => apply(source.loaded, source.name)}>
                Detect again
              </Button>
            </div>
            <div className={styles.names}>
              {shownNames.map((n, i) => (
                <TextField
                  key={i}
                  label={`Column ${i + 1} name`}
                  requirement="optional"
                  value={n}
                  onChange={(e) => {
                    const value = e.target.value;
                    setNames((old) => detectedNames.map((_, j) => (j === i ? value : (old[j] ?? ''))));
                  }}
                />
              ))}
            </div>
          </Section>
          <Section
            title="Preview"
            id="fw-preview"
            description={`The first ${preview.length} rows as they will be written.`}
            actions={
              <>
                <Button onClick={() => void exportAs('csv')} loading={busy === 'csv'}>
                  Download CSV
                </Button>
                <Button variant="secondary" onClick={() => void exportAs('xlsx')} loading={busy === 'xlsx'}>
                  Download XLSX
                </Button>
              </>
            }
          >
            <DataTable
              caption="Converted rows"
              columns={columns}
              rows={preview.map((cells, i) => ({ i, cells }))}
              rowKey={(r) => String(r.i)}
              rowTestId="fixed-width-row"
              empty="No rows: every line is skipped."
            />
            {exported && (
              <p className={styles.muted} role="status">
                Downloaded {exported}
              </p>
            )}
          </Section>
        </>
      )}
    </PageLayout>
  );
}
