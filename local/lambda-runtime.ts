import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

const lambdasDir = path.resolve(import.meta.dirname, '../lambdas');
const modules = new Map<string, Promise<{ handler: (event: unknown, context: Context) => Promise<unknown> }>>();

/** Loads `lambdas/<handler>.ts` once, as Lambda keeps a warm container. */
export function loadHandler(handler: string) {
  let mod = modules.get(handler);
  if (!mod) {
    mod = import(pathToFileURL(path.join(lambdasDir, `${handler}.ts`)).href);
    modules.set(handler, mod);
  }
  return mod.then((module) => {
    if (typeof module.handler !== 'function') throw new Error(`lambdas/${handler}.ts does not export handler`);
    return module.handler;
  });
}

export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = crypto.randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Invokes a handler with Lambda's timeout: a late answer is an error, as in AWS. */
export async function invoke(handler: string, event: unknown, timeoutMs: number): Promise<unknown> {
  const fn = await loadHandler(handler);
  const context = lambdaContext(handler.replace(/\W+/g, '-'), timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      fn(event, context),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Task timed out after ${timeoutMs / 1000} seconds`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
