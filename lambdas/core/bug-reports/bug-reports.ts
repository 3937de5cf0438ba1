import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { newId } from '#contracts/ids.ts';
import {
  BUG_REPORTS_PAGE,
  BugSeveritySchema,
  BugStateSchema,
  type BugReport,
  type BugState,
  type CreateBugReportBody,
} from '#contracts/schemas/bug-reports.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { getBugReport, listBugReports, moveBugReport, putBugReport, type BugReportRecord } from '../db/bug-reports.ts';
import { AppError, conflictAs, notFound } from '../errors.ts';
import { sendAfterCommit } from '../notifications/mailer.ts';
import { canTransition } from '../state-machine.ts';
import type { BugReportPorts, BugScreenshots } from './bug-report-ports.ts';
import { BUG_TRANSITIONS } from './bug-transitions.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// Bug reports from staff: stored with who and when, a screenshot in the
// uploads bucket under bug-screenshots/ (never boards/, which would queue
// board processing), moved through BUG_TRANSITIONS on the version seen.
// See docs/staff-tools.md#report-a-bug.

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
const UPLOAD_URL_SECONDS = 15 * 60;
const READ_URL_SECONDS = 60 * 60;

export const bugVersionConflict = () => new AppError('bug_report_version_conflict');

async function toView(item: BugReportRecord, uploads: BugScreenshots): Promise<BugReport> {
  const state = BugStateSchema.parse(item.state);
  return {
    bug_id: item.bugId,
    what_happened: item.whatHappened,
    steps: item.steps ?? '',
    page: item.page ?? '',
    severity: BugSeveritySchema.parse(item.severity),
    screenshot_url: item.screenshotKey ? await uploads.presignDownload(item.screenshotKey, READ_URL_SECONDS) : null,
    reported_by: item.reportedBy,
    created_at: item.createdAt,
    state,
    version: item.version,
    next_states: [...BUG_TRANSITIONS[state]],
    history: (item.history ?? []).map((m) => ({ from: BugStateSchema.parse(m.from), to: BugStateSchema.parse(m.to), by: m.by, at: m.at })),
  };
}

/** A presigned PUT signed for the screenshot's type and exact size. */
export async function createBugScreenshotUpload(body: { content_type: keyof typeof EXTENSIONS; size: number }, uploads: BugScreenshots) {
  const key = `${BUCKET_PREFIXES.bugScreenshots}${newId()}.${EXTENSIONS[body.content_type]}`;
  return { key, upload_url: await uploads.presignUpload(key, body.content_type, body.size, UPLOAD_URL_SECONDS) };
}

function adminMessage(report: BugReport, to: string) {
  return {
    to,
    subject: `[${report.severity}] Bug report: ${report.what_happened.slice(0, 60).replace(/\s+/g, ' ')}`,
    text: [
      `${report.reported_by} reported a bug on ${report.created_at}.`,
      '',
      `Severity: ${report.severity}`,
      `Page: ${report.page || '(not given)'}`,
      '',
      'What happened:',
      report.what_happened,
      '',
      'Steps to reproduce:',
      report.steps || '(not given)',
      '',
      report.screenshot_url ? 'A screenshot is attached to the report on /internal/report-a-bug.' : 'No screenshot.',
      `Report id: ${report.bug_id}`,
    ].join('\n'),
  };
}

export async function createBugReport(actor: Actor, body: CreateBugReportBody, ports: BugReportPorts): Promise<BugReport> {
  const identity = requireIdentity(actor);
  if (body.screenshot_key && !(await ports.uploads.headObject(body.screenshot_key))) {
    throw new AppError('screenshot_missing', undefined, { screenshot_key: ['The screenshot did not arrive.'] });
  }
  const record: BugReportRecord = {
    bugId: newId(),
    whatHappened: body.what_happened,
    steps: body.steps,
    page: body.page,
    severity: body.severity,
    ...(body.screenshot_key ? { screenshotKey: body.screenshot_key } : {}),
    reportedBy: identity.email,
    createdAt: new Date().toISOString(),
    state: 'New',
    version: 1,
    history: [],
  };
  await putBugReport(record);
  const view = await toView(record, ports.uploads);
  // After the write: a failed e-mail never loses the report.
  try {
    const admins = await ports.adminEmails();
    for (const to of admins) await sendAfterCommit(ports.mailer, adminMessage(view, to));
  } catch (error) {
    logEvent('error', 'bug report e-mail not sent', { bugId: record.bugId, error: String(error) });
  }
  return view;
}

export async function listBugReportsPage(query: { state?: BugState; cursor?: string }, uploads: BugScreenshots) {
  const page = await listBugReports({ state: query.state, cursor: query.cursor, limit: BUG_REPORTS_PAGE });
  const reports: BugReport[] = [];
  for (const r of page.reports) reports.push(await toView(r, uploads));
  return { reports, cursor: page.cursor };
}

export async function moveBug(
  actor: Actor,
  bugId: string,
  body: { to: BugState; version: number },
  uploads: BugScreenshots,
): Promise<BugReport> {
  const identity = requireIdentity(actor);
  const current = await getBugReport(bugId);
  if (!current) throw notFound('The bug report');
  if (current.version !== body.version) throw bugVersionConflict();
  const from = BugStateSchema.parse(current.state);
  if (!canTransition(BUG_TRANSITIONS, from, body.to)) {
    throw new AppError('invalid_transition', `A report in "${from}" cannot move to "${body.to}".`);
  }
  const moved = await moveBugReport({
    bugId,
    from,
    to: body.to,
    version: body.version,
    by: identity.email,
    at: new Date().toISOString(),
  }).catch(conflictAs(bugVersionConflict));
  return toView(moved, uploads);
}
