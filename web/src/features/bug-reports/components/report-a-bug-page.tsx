import { useState, type FormEvent } from 'react';
import {
  BUG_SCREENSHOT_MAX_BYTES,
  BUG_SCREENSHOT_TYPES,
  BUG_SEVERITIES,
  BugSeveritySchema,
  type BugReport,
  type BugState,
} from '#contracts/schemas/bug-reports.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill, type StatusTone } from '#web/components/ui/status-pill/status-pill.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useCreateBugReport } from '../api/create-bug-report.ts';
import { useBugReports } from '../api/list-bug-reports.ts';
import { useMoveBugReport } from '../api/move-bug-report.ts';

const TONES: Record<BugState, StatusTone> = { New: 'info', Confirmed: 'warning', Fixed: 'success', "Won't fix": 'neutral' };

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 409
      ? 'Someone moved this report meanwhile. It was reloaded; move it again if you still need to.'
      : (error.body?.message ?? 'Sorry something went wrong! Please try again later.')
    : error
      ? String(error instanceof Error ? error.message : error)
      : '';

/** /internal/report-a-bug (any staff): a form and the list of reports. See docs/staff-tools.md#report-a-bug. */
export function ReportABugPage() {
  const create = useCreateBugReport();
  const [what, setWhat] = useState('');
  const [steps, setSteps] = useState('');
  const [page, setPage] = useState('');
  const [severity, setSeverity] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [formError, setFormError] = useState('');
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!what.trim() || !severity) {
      setFormError(!what.trim() ? 'Say what happened.' : 'Choose a severity.');
      return;
    }
    setFormError('');
    create.mutate(
      { body: { what_happened: what, steps, page, severity: BugSeveritySchema.parse(severity) }, screenshot: file },
      {
        onSuccess: () => {
          setWhat('');
          setSteps('');
          setPage('');
          setSeverity('');
          setFile(null);
          setSent(true);
        },
      },
    );
  };
  const onFile = (screenshot: File | null) => {
    setFileError('');
    if (screenshot && !(BUG_SCREENSHOT_TYPES as readonly string[]).includes(screenshot.type))
      return setFileError('Screenshots must be PNG, JPEG or WebP.');
    if (screenshot && screenshot.size > BUG_SCREENSHOT_MAX_BYTES) return setFileError('Screenshots must be 5 MB or smaller.');
    setFile(screenshot);
  };
  return (
    <PageLayout title="Report a bug" documentTitle="Report a bug · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <Section title="New report" id="bug-form" description="The Admins get an e-mail for every new report.">
        <form onSubmit={submit} noValidate>
          <TextAreaField
            label="What happened"
            value={what}
            onChange={(e) => setWhat(e.target.value)}
            maxLength={4000}
            rows={3}
            error={formError === 'Say what happened.' ? formError : undefined}
          />
          <TextAreaField
            label="Steps to reproduce"
            requirement="optional"
            value={steps}
            onChange={(e) => setSteps(e.target.value)}
            maxLength={4000}
            rows={3}
          />
          <TextField
            label="Page"
            requirement="optional"
            value={page}
            onChange={(e) => setPage(e.target.value)}
            maxLength={500}
            placeholder="/shopping-cart"
          />
          <SelectField
            label="Severity"
            placeholder="Choose a severity"
            options={BUG_SEVERITIES.map((s) => ({ value: s, label: s }))}
            value={severity}
            onChange={(e) => setSeverity(e.target.value)}
            error={formError === 'Choose a severity.' ? formError : undefined}
          />
          <TextField
            label="Screenshot (PNG, JPEG or WebP, 5 MB)"
            requirement="optional"
            type="file"
            accept={BUG_SCREENSHOT_TYPES.join(',')}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            error={fileError || undefined}
          />
          <Button type="submit" loading={create.isPending}>
            Send report
          </Button>
          <ValidationMessage>{errorText(create.error)}</ValidationMessage>
          {sent && <p role="status">Thanks: the report is saved and the Admins were told.</p>}
        </form>
      </Section>
      <BugList />
    </PageLayout>
  );
}

function BugList() {
  const list = useBugReports();
  const reports = list.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <Section title="Reports" id="bug-list" description="Newest first. Move a report as it is confirmed, fixed or dismissed.">
      {list.isPending && <Spinner text="Loading reports" />}
      {list.isError && <ValidationMessage>The reports could not be loaded.</ValidationMessage>}
      {list.data && reports.length === 0 && <p>No reports yet.</p>}
      {reports.map((report) => (
        <BugCard key={report.bug_id} report={report} />
      ))}
      {list.hasNextPage && (
        <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          More reports
        </Button>
      )}
    </Section>
  );
}

function BugCard({ report }: { report: BugReport }) {
  const move = useMoveBugReport();
  return (
    <Card title={report.what_happened} actions={<StatusPill tone={TONES[report.state]}>{report.state}</StatusPill>} testId="bug-report">
      <p>
        {report.severity} · {report.page || 'no page given'} · by {report.reported_by} on {new Date(report.created_at).toLocaleString()}
      </p>
      {report.steps && <p style={{ whiteSpace: 'pre-wrap' }}>{report.steps}</p>}
      {report.screenshot_url && (
        <p>
          <a href={report.screenshot_url} target="_blank" rel="noreferrer">
            Screenshot
          </a>
        </p>
      )}
      {report.history.map((message, i) => (
        <p key={i}>
          {message.from} → {message.to} by {message.by} on {new Date(message.at).toLocaleString()}
        </p>
      ))}
      <p>
        {report.next_states.map((to) => (
          <Button
            key={to}
            variant="secondary"
            loading={move.isPending && move.variables?.to === to}
            onClick={() => move.mutate({ bugId: report.bug_id, to, version: report.version })}
          >
            Move to {to}
          </Button>
        ))}
      </p>
      <ValidationMessage>{errorText(move.error)}</ValidationMessage>
    </Card>
  );
}
