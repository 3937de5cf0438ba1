import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateBugScreenshotBodySchema, type CreateBugReportBody } from '#contracts/schemas/bug-reports.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { bugReportKeys } from './bug-report-keys.ts';

/** Uploads the screenshot (presigned PUT) when there is one, then sends the report. */
export function useCreateBugReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, screenshot }: { body: Omit<CreateBugReportBody, 'screenshot_key'>; screenshot: File | null }) => {
      let key: string | null = null;
      if (screenshot) {
        const upload = await callApi('createBugScreenshotUpload', {
          body: { content_type: CreateBugScreenshotBodySchema.shape.content_type.parse(screenshot.type), size: screenshot.size },
        });
        const put = await fetch(upload.upload_url, { method: 'PUT', headers: { 'content-type': screenshot.type }, body: screenshot });
        if (!put.ok) throw new Error('The screenshot could not be uploaded.');
        key = upload.key;
      }
      return callApi('createBugReport', { body: { ...body, screenshot_key: key } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bugReportKeys.all }),
  });
}
