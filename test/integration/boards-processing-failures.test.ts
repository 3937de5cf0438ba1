import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { customerWithUser, uploadBoard, waitForProcessed, type Upload } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// A processing receive that dies outright (killed, out of memory, timed out
// mid-parse) leaves its board in Processing and records nothing. The next
// receive must finish the job; after the last one, the dead-letter consumer must
// end it as Cannot process. Run against the local stack's table and bucket, with
// the real handlers.

const stack = inject('stack');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');

async function useStack() {
  Object.assign(process.env, stackEnv(stack));
  const boards = await import('#lambdas/core/db/boards.ts');
  const processing = await import('#lambdas/core/boards/process-board-upload.ts');
  const deadLetters = await import('#lambdas/events/board-upload-dead-letter.ts');
  return { ...boards, ...processing, deadLetterHandler: deadLetters.handler };
}

let lib: Awaited<ReturnType<typeof useStack>>;
beforeAll(async () => {
  lib = await useStack();
});

/** A board created through the API whose file is not uploaded yet. */
async function createdBoard(token: string, fileName: string, size: number) {
  const created = await api('POST', '/api/boards', { token, body: { file_name: fileName, size, cad_source: 'Gerber' } });
  expect(created.status).toBe(201);
  return { boardId: created.json.board_id as string, upload: created.json.upload as Upload };
}

/** What the dead-letter queue's event source delivers: the S3 event, as the upload queue received it. */
function deadLetterEvent(key: string): SQSEvent {
  const body = JSON.stringify({
    Records: [{ eventSource: 'aws:s3', eventName: 'ObjectCreated:Put', s3: { bucket: { name: stack.bucket }, object: { key } } }],
  });
  return {
    Records: [
      {
        messageId: crypto.randomUUID(),
        receiptHandle: 'r',
        body,
        attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'local', ApproximateFirstReceiveTimestamp: '0' },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:upload-processing-dlq',
        awsRegion: 'us-east-1',
      },
    ],
  };
}

describe('a processing job that dies', () => {
  it('is finished by the next receive when an earlier one died after claiming the board', async () => {
    const owner = await customerWithUser('died-once');
    const bytes = readFileSync(path.join(fixtures, 'tracespace-core/core.zip'));
    const { boardId, upload } = await createdBoard(owner.idToken, 'core.zip', bytes.byteLength);
    // The first receive claimed the board and was killed before writing anything more.
    await lib.claimBoardForProcessing(boardId, ['Unprocessed']);
    expect((await api('GET', `/api/boards/${boardId}`, { token: owner.idToken })).json.processing).toBe('Processing');

    const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Blob([new Uint8Array(bytes)]) });
    expect(put.status).toBe(200);
    const board = await waitForProcessed(owner.idToken, boardId);
    expect(board.processing).toBe('Complete');
    expect((await lib.getBoard(boardId))?.attempts).toBe(2);
  });

  it('ends as Cannot process with a plain reason once its message is dead-lettered, and a finished board is left alone', async () => {
    const owner = await customerWithUser('died-always');
    const { boardId } = await createdBoard(owner.idToken, 'poison.zip', 1234);
    await lib.claimBoardForProcessing(boardId, ['Unprocessed']);
    const stuck = await lib.getBoard(boardId);
    const result = await lib.deadLetterHandler(deadLetterEvent(stuck!.uploadKey));
    expect(result.batchItemFailures).toEqual([]);
    const failed = await api('GET', `/api/boards/${boardId}`, { token: owner.idToken });
    expect(failed.json).toMatchObject({ processing: 'Cannot process', processing_reason: lib.GENERIC_PROCESSING_FAILURE });

    // A late dead letter for a board that did finish (a duplicate delivery) changes nothing.
    const doneId = await uploadBoard(owner.idToken, 'core.zip', readFileSync(path.join(fixtures, 'tracespace-core/core.zip')));
    expect((await waitForProcessed(owner.idToken, doneId)).processing).toBe('Complete');
    await lib.deadLetterHandler(deadLetterEvent((await lib.getBoard(doneId))!.uploadKey));
    expect((await api('GET', `/api/boards/${doneId}`, { token: owner.idToken })).json.processing).toBe('Complete');
  });
});
