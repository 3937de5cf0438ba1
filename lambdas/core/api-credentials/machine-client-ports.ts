import type { MachineScope } from '#contracts/machine-scopes.ts';

// The API credentials' outside system, declared once
// (docs/architecture.md#ports): the user pool's app clients, one per
// credential (lambdas/core/aws/machine-clients.ts is the adapter).

export type MachineClientsPort = {
  create(name: string, scopes: readonly MachineScope[]): Promise<{ clientId: string; clientSecret: string }>;
  remove(clientId: string): Promise<void>;
  tokenUrl(): string;
};
