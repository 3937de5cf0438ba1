import { useState, type FormEvent } from 'react';
import { STOCK_FEED_MAX_BYTES, type StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { TextField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useStockFeedRuns } from './api/stock-feed-runs.ts';
import { useUploadStockFeed, type StockFeedUpload } from './api/upload-stock-feed.ts';
import { RunDetails } from './run-details.tsx';
import { RUN_STATUS, runSummary, utcMinute } from './run-text.ts';
import styles from './stock-feed-page.module.css';

/** What went wrong with an upload, in words for the person who sent it. */
function uploadErrorText(error: unknown): string {
  const why = error instanceof ApiError ? (error.body?.message ?? error.message) : error instanceof Error ? error.message : String(error);
  return `The feed was not uploaded. ${why} Nothing was changed.`;
}

/**
 * /internal/parts/stock-feed (Engineer): uploads the supplier's stock-and-prices feed, which a worker applies with the
 * CLI's code, and shows what it did: counts, bad rows, or the refusal to discontinue too many parts
 * (docs/parts.md#from-the-staff-page).
 */
export function StockFeedPage() {
  const upload = useUploadStockFeed();
  const runs = useStockFeedRuns();
  const [chosen, setChosen] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const shown = chosen ?? runs.data?.runs[0]?.run_id ?? null;

  const send = (request: StockFeedUpload) => upload.mutate(request, { onSuccess: (run) => setChosen(run.run_id) });

  return (
    <PageLayout
      title="Stock and prices feed"
      documentTitle="Stock and prices feed · Internal"
      lead={
        <>
          Apply the supplier’s daily stock and prices to the parts already in the catalogue, as{' '}
          <code>npm run import-parts -- --stock-and-prices</code> does.
        </>
      }
    >
      <p>
        <StaffToolsLink />
      </p>
      <Section
        title="Upload a feed"
        id="upload-feed"
        description={
          <>
            A CSV with the columns <code>supplier_code</code>, <code>stock</code> and <code>price_breaks</code>. Every row is checked before
            anything is written: a feed with one bad row changes nothing. Parts the feed leaves out are marked discontinued, never deleted.
          </>
        }
      >
        <UploadForm file={file} onFile={setFile} busy={upload.isPending} onSend={send} />
        <ValidationMessage>{upload.isError ? uploadErrorText(upload.error) : undefined}</ValidationMessage>
      </Section>
      {shown && <RunDetails runId={shown} file={file} busy={upload.isPending} onApplyAnyway={send} />}
      <Section title="Recent feeds" id="recent-feeds">
        {runs.isPending && <Spinner text="Loading the feeds" />}
        {runs.isError && <ValidationMessage>The recent feeds could not be loaded.</ValidationMessage>}
        {runs.data && <RecentRuns runs={runs.data.runs} shown={shown} onShow={setChosen} />}
      </Section>
    </PageLayout>
  );
}

type UploadFormProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  busy: boolean;
  onSend: (request: StockFeedUpload) => void;
};

function UploadForm({ file, onFile, busy, onSend }: UploadFormProps) {
  const [fileError, setFileError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setFileError('Choose the feed’s CSV file.');
    if (file.size > STOCK_FEED_MAX_BYTES) return setFileError(`The feed can be at most ${STOCK_FEED_MAX_BYTES / 1024 / 1024} MB.`);
    setFileError(undefined);
    onSend({ file, allowManyDiscontinued: false });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Feed (CSV)"
        type="file"
        accept=".csv,text/csv"
        hint={`At most ${STOCK_FEED_MAX_BYTES / 1024 / 1024} MB. Applying 300,000 parts takes up to a minute; search shows the new figures within another.`}
        onChange={(event) => {
          setFileError(undefined);
          onFile(event.target.files?.[0] ?? null);
        }}
        error={fileError}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          Upload and apply
        </Button>
      </div>
    </form>
  );
}

type RecentRunsProps = { runs: readonly StockFeedRun[]; shown: string | null; onShow: (runId: string) => void };

function RecentRuns({ runs, shown, onShow }: RecentRunsProps) {
  return (
    <DataTable<StockFeedRun>
      caption="The newest stock-and-prices feeds"
      rows={runs}
      rowKey={(run) => run.run_id}
      selectedKey={shown}
      rowTestId="stock-feed-run"
      empty="No feed has been uploaded here yet."
      columns={[
        { key: 'when', header: 'Uploaded', numeric: true, cell: (run) => utcMinute(run.created_at) },
        { key: 'file', header: 'File', cell: (run) => <span className={styles.fileName}>{run.file_name}</span> },
        { key: 'by', header: 'By', cell: (run) => run.created_by },
        {
          key: 'status',
          header: 'Status',
          cell: (run) => <StatusPill tone={RUN_STATUS[run.status].tone}>{RUN_STATUS[run.status].label}</StatusPill>,
        },
        { key: 'summary', header: 'What it did', cell: runSummary },
        {
          key: 'show',
          header: 'Details',
          cell: (run) => (
            <Button
              variant="secondary"
              disabled={run.run_id === shown}
              onClick={() => onShow(run.run_id)}
              aria-label={`Show the feed of ${utcMinute(run.created_at)}`}
            >
              Show
            </Button>
          ),
        },
      ]}
    />
  );
}
