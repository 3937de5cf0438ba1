import { listEmailsInGroup } from '../../core/aws/user-pool.ts';
import { sesMailer } from '../../core/aws/ses-mailer.ts';
import { uploadsBucket } from '../../core/aws/uploads-bucket.ts';
import type { BugReportPorts } from '../../core/bug-reports/bug-reports.ts';

export const bugReportPorts: BugReportPorts = { uploads: uploadsBucket, mailer: sesMailer, adminEmails: () => listEmailsInGroup('Admin') };
