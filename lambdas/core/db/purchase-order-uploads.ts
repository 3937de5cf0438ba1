import { db } from './service.ts';

export type PurchaseOrderUploadRecord = {
  userId: string;
  uploadId: string;
  fileName: string;
  contentType: string;
  size: number;
  key: string;
  createdAt: string;
};

export async function createPurchaseOrderUploadRecord(record: PurchaseOrderUploadRecord): Promise<void> {
  await db().entities.purchaseOrderUpload.create(record).go();
}

/** The user's upload (null for another user's id or an unknown one). */
export async function getPurchaseOrderUpload(userId: string, uploadId: string): Promise<PurchaseOrderUploadRecord | null> {
  const { data } = await db().entities.purchaseOrderUpload.get({ userId, uploadId }).go();
  return data ?? null;
}
