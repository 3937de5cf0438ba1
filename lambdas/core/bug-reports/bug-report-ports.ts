import type { UploadsBucket } from '../aws/uploads-bucket.ts';
import type { Mailer } from '../notifications/mailer.ts';

// The bug reports' outside systems, declared once (docs/architecture.md#ports):
// the screenshots in the uploads bucket (every route), SES and the Admin
// group in Cognito (creating a report only, so the other routes' bundles
// carry no SES or Cognito client).

/** The screenshots under bug-screenshots/ in the uploads bucket. */
export type BugScreenshots = Pick<UploadsBucket, 'presignUpload' | 'presignDownload' | 'headObject'>;

export type BugReportPorts = {
  uploads: BugScreenshots;
  mailer: Mailer;
  /** The e-mail addresses of the Admin group. */
  adminEmails(): Promise<string[]>;
};
