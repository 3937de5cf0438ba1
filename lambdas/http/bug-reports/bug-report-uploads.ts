import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import type { BugReportPorts } from '#lambdas/core/bug-reports/bug-reports.ts';

/** What the bug routes that send no e-mail need: the screenshots in the uploads bucket. */
export const bugReportUploads: Pick<BugReportPorts, 'uploads'> = { uploads: uploadsBucket };
