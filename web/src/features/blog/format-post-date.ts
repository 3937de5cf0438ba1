import { longDate } from '#web/lib/long-date.ts';

export function formatPostDate(iso: string | null): string {
  return iso ? longDate(new Date(iso)) : 'Draft';
}
