import { callApi } from '#web/lib/api/api-client.ts';

/** Uploads the purchase-order document straight to storage; its id goes with the order. */
export async function uploadPurchaseOrderFile(userId: string, file: File): Promise<string> {
  const created = await callApi('createPurchaseOrderUpload', {
    params: { userId },
    body: { file_name: file.name, content_type: file.type as 'application/pdf', size: file.size },
  });
  const put = await fetch(created.upload.url, { method: 'PUT', headers: created.upload.headers, body: file });
  if (!put.ok) throw new Error(`Failed to save to s3. (${put.status})`);
  return created.upload_id;
}
