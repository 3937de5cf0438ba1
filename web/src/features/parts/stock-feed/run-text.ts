import { formatCount } from '#contracts/number-text.ts';
import type { StockFeedRun, StockFeedRunStatus } from '#contracts/schemas/stock-feeds.ts';
import type { StatusTone } from '#web/components/ui/status-pill/status-pill.tsx';

// How the staff page words a feed run (docs/parts.md#from-the-staff-page).

export const RUN_STATUS: Record<StockFeedRunStatus, { label: string; tone: StatusTone }> = {
  uploading: { label: 'Uploading', tone: 'info' },
  applying: { label: 'Applying', tone: 'info' },
  applied: { label: 'Applied', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  refused: { label: 'Not applied', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** One line saying what the run did, for the list of runs. */
export function runSummary(run: StockFeedRun): string {
  const result = run.result;
  if (!result) return run.status === 'uploading' ? 'Waiting for the file' : 'Comparing and writing';
  switch (result.kind) {
    case 'applied':
      return `${plural(result.written, 'part', 'parts')} written, ${formatCount(result.discontinued)} discontinued`;
    case 'bad_rows':
      return `${plural(result.bad_rows, 'bad row', 'bad rows')}; nothing changed`;
    case 'bad_file':
      return 'Not a stock-and-prices feed; nothing changed';
    case 'too_many_discontinued':
      return `Would discontinue ${formatCount(result.discontinued)} parts; nothing changed`;
    case 'failed':
      return result.message;
  }
}

/** "2026-11-28 21:40 UTC": the same for every reader, without Intl. */
export const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
