import type { FeederGroup, FeederJob, FeederReport, FeederRow } from '#contracts/schemas/production.ts';
import { FEEDER_GROUPS, FEEDER_JOBS_SHOWN } from '#contracts/schemas/production.ts';
import type { Part } from '#contracts/parts.ts';
import type { PartDemand } from './part-demand.ts';

// The feeder report (pure): one row per part to place, in the order to load
// the feeders, with the bins to pick from and what they cannot cover; and the
// order to run the jobs in so the fewest feeders change between them.
// See docs/production-tools.md#feeder-report.

export type BinStock = { bin_id: string; location: string; quantity: number };
export type CatalogueFacts = Pick<Part, 'id' | 'supplier_code' | 'mpn' | 'manufacturer' | 'description' | 'package' | 'library_type'>;

const GROUP_RANK: Record<FeederGroup, number> = { basic: 0, feeder_setup: 1, consigned: 2, unlisted: 3 };

function groupOf(part: CatalogueFacts | undefined, jobs: readonly FeederJob[]): FeederGroup {
  if (jobs.every((j) => j.consigned)) return 'consigned';
  if (!part) return 'unlisted';
  return part.library_type === 'basic' ? 'basic' : 'feeder_setup';
}

function sum<T>(items: readonly T[], pick: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += pick(item);
  return total;
}

/** Every row of the report, in loading order (slots from 1). */
export function feederRows(
  demand: PartDemand,
  parts: ReadonlyMap<string, CatalogueFacts>,
  bins: ReadonlyMap<string, readonly BinStock[]>,
): FeederRow[] {
  const rows: Omit<FeederRow, 'slot'>[] = [];
  for (const [partId, jobs] of demand.jobsByPart) {
    const part = parts.get(partId);
    const partBins = (bins.get(partId) ?? []).filter((b) => b.quantity > 0);
    const binStock = sum(partBins, (b) => b.quantity);
    const total = sum(jobs, (j) => j.total);
    const fromShop = sum(jobs, (j) => (j.consigned ? 0 : j.total));
    rows.push({
      group: groupOf(part, jobs),
      part_id: partId,
      supplier_code: part?.supplier_code ?? partId,
      mpn: part?.mpn ?? '',
      manufacturer: part?.manufacturer ?? '',
      description: part?.description ?? '',
      package: part?.package ?? '',
      library_type: part?.library_type ?? null,
      designators_per_board: jobs.reduce((most, j) => Math.max(most, j.per_board), 0),
      needed: sum(jobs, (j) => j.needed),
      spares: sum(jobs, (j) => j.spares),
      total,
      bin_stock: binStock,
      bins: partBins.map((b) => ({ bin_id: b.bin_id, location: b.location, quantity: b.quantity })),
      short: Math.max(0, fromShop - binStock),
      job_count: jobs.length,
      jobs,
    });
  }
  // Basic parts sit on fixed feeders: by package, then code. Parts that need
  // a feeder set up: the ones most jobs share first (loaded once, kept on),
  // then by package so feeders of one width go on together.
  rows.sort(
    (left, right) =>
      GROUP_RANK[left.group] - GROUP_RANK[right.group] ||
      (left.group === 'basic' ? 0 : right.jobs.length - left.jobs.length) ||
      left.package.localeCompare(right.package) ||
      left.supplier_code.localeCompare(right.supplier_code),
  );
  return rows.map((row, i) => ({ slot: i + 1, ...row }));
}

type JobKey = { order_id: string; board_id: string; file_name: string; revision: string };

/**
 * The order to run the jobs in: each job is described by the set-up feeders it
 * needs (parts that are not basic), written as the list of their slots; jobs
 * sorted by that list sit next to jobs that share their first feeders, so
 * consecutive jobs change few feeders. O(jobs × parts × log), no pairwise
 * comparison, so thousands of jobs stay fast.
 */
export function jobSequence(rows: readonly FeederRow[]): FeederReport['job_sequence'] {
  const jobs = new Map<string, { key: JobKey; slots: number[] }>();
  for (const row of rows) {
    for (const job of row.jobs) {
      const id = `${job.order_id}/${job.board_id}`;
      const entry = jobs.get(id) ?? {
        key: { order_id: job.order_id, board_id: job.board_id, file_name: job.file_name, revision: job.revision },
        slots: [],
      };
      if (row.group !== 'basic') entry.slots.push(row.slot);
      jobs.set(id, entry);
    }
  }
  const ordered = Array.from(jobs.values());
  for (const job of ordered) job.slots.sort((a, b) => a - b);
  ordered.sort((left, right) => {
    const n = Math.min(left.slots.length, right.slots.length);
    for (let i = 0; i < n; i++) if (left.slots[i] !== right.slots[i]) return (left.slots[i] as number) - (right.slots[i] as number);
    return (
      left.slots.length - right.slots.length ||
      left.key.order_id.localeCompare(right.key.order_id) ||
      left.key.board_id.localeCompare(right.key.board_id)
    );
  });
  let loaded = new Set<number>();
  return ordered.map(({ key, slots }) => {
    const changes = slots.filter((s) => !loaded.has(s)).length;
    loaded = new Set(slots);
    return { ...key, setups: slots.length, changes };
  });
}

export type FeederReportPage = { offset: number; limit: number };

/** One page of the report over everything the demand holds. */
export function feederReport(
  demand: PartDemand,
  parts: ReadonlyMap<string, CatalogueFacts>,
  bins: ReadonlyMap<string, readonly BinStock[]>,
  scope: FeederReport['scope'],
  page: FeederReportPage,
  now: Date,
): FeederReport {
  const rows = feederRows(demand, parts, bins);
  const groupCounts = Object.fromEntries(FEEDER_GROUPS.map((g) => [g, 0])) as Record<FeederGroup, number>;
  for (const row of rows) groupCounts[row.group] += 1;
  const end = page.offset + page.limit;
  return {
    scope,
    generated_at: now.toISOString(),
    orders: demand.orderIds.size,
    boards: demand.boards,
    placements: demand.placements,
    total_rows: rows.length,
    group_counts: groupCounts,
    // The sequence covers the whole report; it comes with the first page only.
    job_sequence: page.offset === 0 ? jobSequence(rows) : [],
    // A part every job uses would list thousands of jobs: a page shows the first few of each.
    rows: rows
      .slice(page.offset, end)
      .map((row) => (row.jobs.length > FEEDER_JOBS_SHOWN ? { ...row, jobs: row.jobs.slice(0, FEEDER_JOBS_SHOWN) } : row)),
    next_offset: end < rows.length ? end : null,
  };
}
