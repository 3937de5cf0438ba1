import type { EntityItem } from 'electrodb';
import { conflictOnFailure } from './conditional-failure.ts';
import type { BugReportEntity } from './entities/bug-report.ts';
import { db } from './service.ts';

export type BugReportRecord = EntityItem<typeof BugReportEntity>;
export type BugReportPage = { reports: BugReportRecord[]; cursor: string | null };

export async function putBugReport(record: BugReportRecord): Promise<void> {
  await db().entities.bugReport.create(record).go();
}

export async function getBugReport(bugId: string): Promise<BugReportRecord | null> {
  const { data } = await db().entities.bugReport.get({ bugId }).go();
  return data ?? null;
}

/** Newest first, a page at a time; `state` keeps only reports in that state. */
export async function listBugReports(options: { state?: string; cursor?: string | null; limit: number }): Promise<BugReportPage> {
  const query = db().entities.bugReport.query.byCreated({});
  const state = options.state;
  const filtered = state ? query.where((a, op) => op.eq(a.state, state)) : query;
  const { data, cursor } = await filtered.go({ order: 'desc', count: options.limit, cursor: options.cursor ?? null });
  return { reports: data, cursor: cursor ?? null };
}

export type BugMove = { bugId: string; from: string; to: string; version: number; by: string; at: string };

/** Moves the report if it is still at `version` in state `from`; ConflictError when someone moved it first. */
export async function moveBugReport(move: BugMove): Promise<BugReportRecord> {
  const { data } = await conflictOnFailure(
    () =>
      db()
        .entities.bugReport.patch({ bugId: move.bugId })
        .set({ state: move.to, version: move.version + 1 })
        .append({ history: [{ from: move.from, to: move.to, by: move.by, at: move.at }] })
        .where((a, op) => `${op.eq(a.version, move.version)} AND ${op.eq(a.state, move.from)}`)
        .go({ response: 'all_new' }),
    'The bug report changed meanwhile',
  );
  return data;
}
