import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

// Consumes the uploads bucket's object-created events from the processing
// queue. The board pipeline (read → metrics → checks → render) is wired in by
// the boards work; until then each record is acknowledged and logged.
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  for (const record of event.Records) {
    console.info(JSON.stringify({ msg: 'board upload received', messageId: record.messageId }));
  }
  return { batchItemFailures: [] };
}
