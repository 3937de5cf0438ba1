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
import { useBugReports, useCreateBugReport, useMoveBugReport } from '../bug-reports-api.ts';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
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
  const onFile = (f: File | null) => {
    setFileError('');
    if (f && !(BUG_SCREENSHOT_TYPES as readonly string[]).includes(f.type)) return setFileError('Screenshots must be PNG, JPEG or WebP.');
    if (f && f.size > BUG_SCREENSHOT_MAX_BYTES) return setFileError('Screenshots must be 5 MB or smaller.');
    setFile(f);
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
      {reports.map((r) => (
        <BugCard key={r.bug_id} report={r} />
      ))}
      {list.hasNextPage && (
        <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          More reports
        </Button>
      )}
    </Section>
  );
}

function BugCard({ report: r }: { report: BugReport }) {
  const move = useMoveBugReport();
  return (
    <Card title={r.what_happened} actions={<StatusPill tone={TONES[r.state]}>{r.state}</StatusPill>} testId="bug-report">
      <p>
        {r.severity} · {r.page || 'no page given'} · by {r.reported_by} on {new Date(r.created_at).toLocaleString()}
      </p>
      {r.steps && <p style={{ whiteSpace: 'pre-wrap' }}>{r.steps}</p>}
      {r.screenshot_url && (
        <p>
          <a href={r.screenshot_url} target="_blank" rel="noreferrer">
            Screenshot
          </a>
        </p>
      )}
      {r.history.map((m, i) => (
        <p key={i}>
          {m.from} → {m.to} by {m.by} on {new Date(m.at).toLocaleString()}
        </p>
      ))}
      <p>
        {r.next_states.map((to) => (
          <Button
            key={to}
            variant="secondary"
            loading={move.isPending && move.variables?.to === to}
            onClick={() => move.mutate({ bugId: r.bug_id, to, version: r.version })}
          >
            Move to {to}
          </Button>
        ))}
      </p>
      <ValidationMessage>{errorText(move.error)}</ValidationMessage>
    </Card>
  );
}
