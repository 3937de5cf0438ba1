import { ApiError } from '#web/lib/api/api-error.ts';

/** The server's words for a failed save: its message and each field's problems. */
export function saveErrors(error: unknown): string[] {
  if (!(error instanceof ApiError)) return error ? ['A network error has occurred.'] : [];
  const fields = Object.entries(error.body?.fields ?? {}).flatMap(([path, messages]) => messages.map((m) => `${path}: ${m}`));
  return fields.length > 0 ? fields : [error.body?.message ?? 'Sorry something went wrong! Please try again later.'];
}
