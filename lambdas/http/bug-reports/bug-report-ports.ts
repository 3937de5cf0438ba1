import { listEmailsInGroup } from '#lambdas/core/aws/user-pool.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import type { BugReportPorts } from '#lambdas/core/bug-reports/bug-report-ports.ts';

// The one wiring of the bug reports' ports: only creating a report e-mails the
// Admins; the other bug routes pass the uploads bucket alone, so their bundles
// carry no SES or Cognito client (docs/architecture.md#ports).
export const bugReportPorts: BugReportPorts = { uploads: uploadsBucket, mailer: sesMailer, adminEmails: () => listEmailsInGroup('Admin') };
