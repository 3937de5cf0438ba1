import { useEffect, useMemo, useRef, useState } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { tableRows } from '../fixed-width.ts';
import { createFixedWidthClient, type FixedWidthClient } from '../fixed-width-client.ts';
import type { Loaded } from '../fixed-width-protocol.ts';
import { exportConverted, type ExportFormat } from '../export-converted.ts';
import { useColumnSettings } from '../use-column-settings.ts';
import { useNarrowScreen } from '../use-narrow-screen.ts';
import { ColumnsSection } from './columns-section.tsx';
import { PreviewSection } from './preview-section.tsx';
import { TextInputSection } from './text-input-section.tsx';
import styles from './fixed-width.module.css';

const PREVIEW_ROWS = 20;
/** Below 940 px each row is a card: fewer of them. */
const PREVIEW_ROWS_NARROW = 8;

type Source = { name: string; loaded: Loaded };
const NO_LINES: string[] = [];

/** /internal/fixed-width-converter (Engineer): fixed-width text → CSV or XLSX, entirely in the browser. See docs/staff-tools.md#fixed-width-converter. */
export function FixedWidthConverterPage() {
  const client = useRef<FixedWidthClient | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [busy, setBusy] = useState<'' | 'reading' | ExportFormat>('');
  const [error, setError] = useState('');
  const [exported, setExported] = useState('');
  const previewRows = useNarrowScreen() ? PREVIEW_ROWS_NARROW : PREVIEW_ROWS;

  useEffect(() => {
    client.current = createFixedWidthClient();
    return () => client.current?.close();
  }, []);

  const head = source?.loaded.head ?? NO_LINES;
  const settings = useColumnSettings(head, setError);
  const preview = useMemo(() => tableRows(head, settings.options, previewRows), [head, settings.options, previewRows]);

  const apply = (loaded: Loaded, name: string) => {
    setSource({ name, loaded });
    settings.reset(loaded.detection);
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

  const exportAs = async (format: ExportFormat) => {
    if (!client.current || !source) return;
    setBusy(format);
    setError('');
    try {
      setExported(
        await exportConverted(client.current, format, { options: settings.options, names: settings.shownNames, name: source.name }),
      );
    } catch (error) {
      setError(`The ${format.toUpperCase()} file could not be made: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy('');
    }
  };

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
      <TextInputSection onText={load} onError={setError} reading={busy === 'reading'} error={error} />
      {source && (
        <>
          <ColumnsSection loaded={source.loaded} settings={settings} onDetectAgain={() => apply(source.loaded, source.name)} />
          <PreviewSection
            preview={preview}
            names={settings.shownNames}
            busy={busy}
            exported={exported}
            onExport={(format) => void exportAs(format)}
          />
        </>
      )}
    </PageLayout>
  );
}
