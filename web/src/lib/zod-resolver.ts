import '#contracts/zod-locale.ts';

// The forms' resolver, with zod/mini's English messages loaded alongside (the
// shell's first chunk stays free of zod; docs/contributing.md#validation-with-zodmini).
export { zodResolver } from '@hookform/resolvers/zod';
