import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { newId } from '#contracts/ids.ts';
import {
  MAX_PURCHASE_ORDER_UPLOADS_PER_DAY,
  PURCHASE_ORDER_MAX_BYTES,
  type CreatePurchaseOrderUploadBody,
  type PurchaseOrderUpload,
} from '#contracts/schemas/orders.ts';
import { countUnlessOverLimit, utcDay } from '../db/daily-counts.ts';
import { createPurchaseOrderUploadRecord, getPurchaseOrderUpload } from '../db/purchase-order-uploads.ts';
import { AppError } from '../errors.ts';
import type { PurchaseOrderStorage } from './checkout-ports.ts';

// The customer's purchase-order document (hasPurchaseOrderFile (docs/data-model.md#payment-context)): a
// presigned PUT straight to the uploads bucket, under purchase-orders/ (not
// boards/, which starts board processing), signed for its size and type.

export const PO_UPLOAD_URL_SECONDS = 15 * 60;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-120) || 'purchase-order';

export async function createPurchaseOrderUpload(
  userId: string,
  body: CreatePurchaseOrderUploadBody,
  storage: Pick<PurchaseOrderStorage, 'presignUpload'>,
): Promise<PurchaseOrderUpload> {
  if (body.size > PURCHASE_ORDER_MAX_BYTES)
    throw new AppError('file_too_large', `Purchase orders can be at most ${PURCHASE_ORDER_MAX_BYTES / 1024 / 1024} MB.`);
  const allowance = {
    scope: 'purchase-order-upload' as const,
    subject: userId,
    day: utcDay(new Date()),
    limit: MAX_PURCHASE_ORDER_UPLOADS_PER_DAY,
  };
  if (!(await countUnlessOverLimit(allowance)))
    throw new AppError(
      'too_many_uploads',
      `An account can upload at most ${MAX_PURCHASE_ORDER_UPLOADS_PER_DAY} purchase orders a day, and this one has today. Please try again tomorrow.`,
    );
  const uploadId = newId();
  const key = `${BUCKET_PREFIXES.purchaseOrders}${userId}/${uploadId}/${safeName(body.file_name)}`;
  await createPurchaseOrderUploadRecord({
    userId,
    uploadId,
    fileName: body.file_name,
    contentType: body.content_type,
    size: body.size,
    key,
    createdAt: new Date().toISOString(),
  });
  const url = await storage.presignUpload(key, body.content_type, body.size, PO_UPLOAD_URL_SECONDS);
  return {
    upload_id: uploadId,
    upload: {
      url,
      method: 'PUT',
      headers: { 'content-type': body.content_type },
      expires_at: new Date(Date.now() + PO_UPLOAD_URL_SECONDS * 1000).toISOString(),
    },
  };
}

/** The customer's uploaded document, when its record is theirs and the file is in the bucket. */
export async function findPurchaseOrderFile(
  userId: string,
  uploadId: string,
  storage: Pick<PurchaseOrderStorage, 'headObject'>,
): Promise<{ fileName: string; key: string } | null> {
  const data = await getPurchaseOrderUpload(userId, uploadId);
  if (!data) return null;
  const head = await storage.headObject(data.key);
  return head && head.size > 0 ? { fileName: data.fileName, key: data.key } : null;
}
