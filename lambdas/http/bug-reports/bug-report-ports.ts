import { listEmailsInGroup } from '#lambdas/core/aws/user-pool.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import type { BugReportPorts } from '#lambdas/core/bug-reports/bug-reports.ts';

// Only creating a report e-mails the Admins; the other bug routes import
// bug-report-uploads.ts, so their bundles carry no SES or Cognito client.
export const bugReportPorts: BugReportPorts = { uploads: uploadsBucket, mailer: sesMailer, adminEmails: () => listEmailsInGroup('Admin') };
