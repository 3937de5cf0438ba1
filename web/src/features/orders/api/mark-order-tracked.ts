import { callApi } from '#web/lib/api/api-client.ts';

/** docs/messages.md#cart-and-order-failures: what the tracked call throws when it fails. */
export const TRACKED_FAILED = 'Failed to mark order as tracked';

/** PUT /orders/{orderId}/tracked; any failure becomes the error (docs/messages.md#cart-and-order-failures). */
export async function markOrderTracked(orderId: string): Promise<void> {
  try {
    await callApi('markOrderTracked', { params: { orderId } });
  } catch (cause) {
    throw new Error(TRACKED_FAILED, { cause });
  }
}
