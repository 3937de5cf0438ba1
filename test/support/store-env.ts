import { inject } from 'vitest';
import { stackEnv } from './stack-env.ts';

export { processedBoard, SMALL_BOARD_METRICS } from './processed-board.ts';

// Core tests against the local stack's emulators, with no HTTP in between:
// point the AWS SDK at them, then import the core (its clients read the
// environment when first loaded).
export function useStackEnv(): void {
  const stack = inject('stack');
  Object.assign(process.env, {
    ...stackEnv(stack),
    AWS_ENDPOINT_URL_SESV2: stack.emailEndpoint,
    EMAIL_FROM: 'Copperline <orders@copperline.local>',
  });
}
