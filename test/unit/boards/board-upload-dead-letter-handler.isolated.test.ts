import type { SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const core = vi.hoisted(() => ({ markProcessingFailed: vi.fn() }));
vi.mock('../../../lambdas/core/boards/process-board-upload.ts', () => core);

const { handler } = await import('#lambdas/events/board-upload-dead-letter.ts');

function dlqEvent(...bodies: unknown[]): SQSEvent {
  return {
    Records: bodies.map(
      (body, i) => ({ messageId: `m${i + 1}`, body: JSON.stringify(body), attributes: { ApproximateReceiveCount: '1' } }) as never,
    ),
  };
}
const created = (key: string) => ({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: 'b' }, object: { key } } }] });

beforeEach(() => {
  core.markProcessingFailed.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('board-upload-dead-letter handler', () => {
  it('marks each dead-lettered upload failed, with its decoded key', async () => {
    core.markProcessingFailed.mockResolvedValue(undefined);
    expect(await handler(dlqEvent(created('boards/abc/My+Board.zip'), created('boards/def/b.zip')))).toEqual({ batchItemFailures: [] });
    expect(core.markProcessingFailed.mock.calls).toEqual([['boards/abc/My Board.zip'], ['boards/def/b.zip']]);
  });

  it("ignores S3's test event", async () => {
    expect(await handler(dlqEvent({ Event: 's3:TestEvent' }))).toEqual({ batchItemFailures: [] });
    expect(core.markProcessingFailed).not.toHaveBeenCalled();
  });

  it('reports only the message it could not record, so that one is retried', async () => {
    core.markProcessingFailed.mockRejectedValueOnce(new Error('throttled')).mockResolvedValueOnce(undefined);
    expect(await handler(dlqEvent(created('boards/abc/a.zip'), created('boards/def/b.zip')))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm1' }],
    });
  });
});
