import { useState } from 'react';
import { formatCount } from '#contracts/number-text.ts';
import type { StockFeedBadRow, StockFeedResult, StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { useStockFeedRun } from './api/stock-feed-runs.ts';
import type { StockFeedUpload } from './api/upload-stock-feed.ts';
import { RUN_STATUS, utcMinute } from './run-text.ts';
import styles from './stock-feed-page.module.css';

type Refused = Extract<StockFeedResult, { kind: 'too_many_discontinued' }>;
type Applied = Extract<StockFeedResult, { kind: 'applied' }>;
type BadRows = Extract<StockFeedResult, { kind: 'bad_rows' }>;

export type RunDetailsProps = {
  runId: string;
  /** The file chosen on the page, which "apply anyway" sends again when it is the run's (same name and size). */
  file: File | null;
  busy: boolean;
  onApplyAnyway: (request: StockFeedUpload) => void;
};

/** One run: who sent which file, where it stands (polled while it applies) and what it did. */
export function RunDetails({ runId, file, busy, onApplyAnyway }: RunDetailsProps) {
  const query = useStockFeedRun(runId);
  const run = query.data;
  return (
    <Section title="Feed" id="feed-run">
      {query.isPending && <Spinner text="Loading the feed" />}
      {query.isError && <ValidationMessage>The feed could not be loaded.</ValidationMessage>}
      {run && (
        <Card
          title={run.file_name}
          actions={<StatusPill tone={RUN_STATUS[run.status].tone}>{RUN_STATUS[run.status].label}</StatusPill>}
          testId="stock-feed-result"
        >
          <div className={styles.run}>
            <p className={styles.meta}>
              Uploaded {utcMinute(run.created_at)} by {run.created_by}, {formatCount(run.size)} bytes
              {run.allow_many_discontinued ? ', allowed to discontinue many parts' : ''}.
            </p>
            <RunResult run={run} file={file} busy={busy} onApplyAnyway={onApplyAnyway} />
          </div>
        </Card>
      )}
    </Section>
  );
}

function RunResult({ run, file, busy, onApplyAnyway }: Omit<RunDetailsProps, 'runId'> & { run: StockFeedRun }) {
  const result = run.result;
  if (!result)
    return (
      <Spinner text={run.status === 'uploading' ? 'Waiting for the file to arrive' : 'Checking every row, then writing what changed'} />
    );
  switch (result.kind) {
    case 'applied':
      return <AppliedResult result={result} />;
    case 'bad_rows':
      return <BadRowsResult result={result} />;
    case 'bad_file':
      return <p className={styles.message} role="alert">{`${result.message}. Nothing was changed.`}</p>;
    case 'too_many_discontinued':
      return (
        <RefusedResult
          result={result}
          canApply={file !== null && file.name === run.file_name && file.size === run.size}
          busy={busy}
          onApply={() => file && onApplyAnyway({ file, allowManyDiscontinued: true })}
        />
      );
    case 'failed':
      return (
        <p className={styles.message} role="alert">
          {result.message}
        </p>
      );
  }
}

function AppliedResult({ result }: { result: Applied }) {
  const facts = [
    { fact: 'Rows in the feed', value: formatCount(result.rows) },
    { fact: 'Parts written', value: formatCount(result.written) },
    { fact: 'Newly discontinued', value: formatCount(result.discontinued) },
    { fact: 'Unchanged', value: formatCount(result.unchanged) },
    { fact: 'Supplier codes not in the catalogue', value: formatCount(result.not_in_catalogue_count) },
    { fact: 'Took', value: `${result.seconds} s` },
  ];
  const more = result.not_in_catalogue_count - Math.min(result.not_in_catalogue.length, 20);
  return (
    <>
      <p className={styles.message} role="status">
        Applied. Search, carts and holds see the new figures within a minute; the hourly rebuild folds them into the search snapshot.
      </p>
      <DataTable
        caption="What the feed changed"
        showHeader={false}
        cards={false}
        rows={facts}
        rowKey={(row) => row.fact}
        testId="stock-feed-counts"
        columns={[
          { key: 'fact', header: 'Figure', rowHeader: true, cell: (row) => row.fact },
          { key: 'value', header: 'Count', numeric: true, align: 'end', cell: (row) => row.value },
        ]}
      />
      {result.not_in_catalogue_count > 0 && (
        <p className={styles.codes}>
          Skipped, not in the catalogue (the full import adds them): {result.not_in_catalogue.slice(0, 20).join(', ')}
          {more > 0 ? ` and ${formatCount(more)} more` : ''}.
        </p>
      )}
    </>
  );
}

function BadRowsResult({ result }: { result: BadRows }) {
  const listed = result.problems.length;
  return (
    <>
      <p className={styles.message} role="alert">
        {formatCount(result.bad_rows)} {result.bad_rows === 1 ? 'row is' : 'rows are'} wrong, so nothing was changed: fix{' '}
        {result.bad_rows === 1 ? 'it' : 'them'} and upload the feed again.
        {result.bad_rows > listed ? ` The first ${formatCount(listed)} are listed.` : ''}
      </p>
      <DataTable<StockFeedBadRow>
        caption="Bad rows of the feed"
        rows={result.problems}
        rowKey={(problem) => String(problem.row)}
        rowTestId="stock-feed-bad-row"
        stickyHeader
        columns={[
          { key: 'row', header: 'Row', numeric: true, cell: (problem) => formatCount(problem.row) },
          { key: 'line', header: 'Line', numeric: true, cell: (problem) => formatCount(problem.line) },
          { key: 'code', header: 'Supplier code', cell: (problem) => problem.supplier_code ?? '—' },
          { key: 'reason', header: 'Reason', cell: (problem) => problem.reason },
        ]}
      />
    </>
  );
}

type RefusedResultProps = { result: Refused; canApply: boolean; busy: boolean; onApply: () => void };

function RefusedResult({ result, canApply, busy, onApply }: RefusedResultProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <p className={styles.message} role="alert">
        This feed leaves out {formatCount(result.discontinued)} of the catalogue’s {formatCount(result.of)} parts, more than the{' '}
        {formatCount(result.limit)} a feed may discontinue at once: a feed cut short looks like this. Nothing was changed.
      </p>
      <p className={styles.message}>
        If the supplier really dropped them, apply it anyway{canApply ? '' : ' (choose the same file above first)'}.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!canApply} loading={busy} onClick={() => setConfirming(true)}>
          Apply anyway
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Discontinue ${formatCount(result.discontinued)} parts?`}
        confirmText="Apply and discontinue"
        onConfirm={() => {
          setConfirming(false);
          onApply();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The feed is uploaded again and applied, and the parts it leaves out are marked discontinued: still in search and in orders, but
          never priced. A later feed that lists them clears the mark.
        </p>
      </ConfirmDialog>
    </>
  );
}
