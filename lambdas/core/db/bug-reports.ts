import { createConversions, type EntityItem } from 'electrodb';
import { boundedPage } from './bounded-page.ts';
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

/** Newest first, a page at a time within a read budget (short, with a cursor, when it ran out); `state` keeps only reports in that state. */
export async function listBugReports(options: { state?: string; cursor?: string | null; limit: number }): Promise<BugReportPage> {
  const bugReport = db().entities.bugReport;
  const query = bugReport.query.byCreated({});
  const state = options.state;
  const filtered = state ? query.where((a, op) => op.eq(a.state, state)) : query;
  const after = createConversions(bugReport).byAccessPattern.byCreated.fromComposite;
  const page = await boundedPage(
    (cursor, limit) => filtered.go({ order: 'desc', cursor, limit, pages: 1 }),
    (item) => after.toCursor(item),
    { cursor: options.cursor ?? null, count: options.limit },
  );
  return { reports: page.items, cursor: page.cursor };
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
