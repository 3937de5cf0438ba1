import type { SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const core = vi.hoisted(() => ({ processBoardUpload: vi.fn(), markProcessingFailed: vi.fn() }));
vi.mock('../../../lambdas/core/boards/process-board-upload.ts', () => core);
vi.mock('../../../lambdas/core/aws/uploads-bucket.ts', () => ({ uploadsBucket: {} }));

const { handler } = await import('#lambdas/events/process-board-upload.ts');

function sqsEvent(key: string, receiveCount: number): SQSEvent {
  const body = JSON.stringify({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: 'b' }, object: { key } } }] });
  return { Records: [{ messageId: 'm1', body, attributes: { ApproximateReceiveCount: String(receiveCount) } } as never] };
}

beforeEach(() => {
  core.processBoardUpload.mockReset();
  core.markProcessingFailed.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('process-board-upload handler', () => {
  it('decodes the S3 key and acknowledges a processed upload', async () => {
    core.processBoardUpload.mockResolvedValue('Complete');
    expect(await handler(sqsEvent('boards/abc/My+Board.zip', 1))).toEqual({ batchItemFailures: [] });
    expect(core.processBoardUpload).toHaveBeenCalledWith('boards/abc/My Board.zip', {});
  });

  it('reports a failure of ours for a retry while receives remain, without giving up on the board', async () => {
    core.processBoardUpload.mockRejectedValue(new Error('DynamoDB throttled'));
    for (const receive of [1, 2]) {
      expect(await handler(sqsEvent('boards/abc/x.zip', receive))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    }
    expect(core.markProcessingFailed).not.toHaveBeenCalled();
  });

  it('on the last receive marks the board Cannot process and acknowledges, so it never stays in Processing', async () => {
    core.processBoardUpload.mockRejectedValue(new Error('reader crashed'));
    core.markProcessingFailed.mockResolvedValue(undefined);
    expect(await handler(sqsEvent('boards/abc/x.zip', 3))).toEqual({ batchItemFailures: [] });
    expect(core.markProcessingFailed).toHaveBeenCalledWith('boards/abc/x.zip');
  });

  it('on the last receive gives up before the Lambda timeout', async () => {
    core.processBoardUpload.mockReturnValue(new Promise(() => undefined));
    core.markProcessingFailed.mockResolvedValue(undefined);
    const context = { getRemainingTimeInMillis: () => 10_050 } as never;
    expect(await handler(sqsEvent('boards/abc/x.zip', 3), context)).toEqual({ batchItemFailures: [] });
    expect(core.markProcessingFailed).toHaveBeenCalled();
  });

  it('ignores S3 test events', async () => {
    expect(await handler({ Records: [{ messageId: 'm', body: '{"Event":"s3:TestEvent"}', attributes: {} } as never] })).toEqual({
      batchItemFailures: [],
    });
    expect(core.processBoardUpload).not.toHaveBeenCalled();
  });
});
