import type { Context } from 'aws-lambda';

/**
 * A race against the Lambda's clock: the returned function rejects with `message` once less than `marginMs` is left,
 * so a consumer can record a failure before it is killed. Without a context (or with too little time already) the work
 * runs as it is.
 */
export function beforeTimeout(context: Context | undefined, marginMs: number, message: string) {
  return <T>(work: Promise<T>): Promise<T> => {
    const remaining = context?.getRemainingTimeInMillis?.() ?? 0;
    if (remaining <= marginMs) return work;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), remaining - marginMs).unref();
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };
}
