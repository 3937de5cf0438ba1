import * as z from 'zod/mini';

// What an API credential (a machine: an ERP, a pick-and-place line, a CI job)
// may do. Each scope covers the routes that list it in their `scopes`
// (contracts/routes/*); see docs/api-credentials.md#scopes.
export const MACHINE_SCOPES = ['boards.read', 'boards.write', 'orders.read'] as const;
export const MachineScopeSchema = z.enum(MACHINE_SCOPES);
export type MachineScope = z.infer<typeof MachineScopeSchema>;

export const MACHINE_SCOPE_MEANING: Record<MachineScope, string> = {
  'boards.read': 'List boards, read a board, its processing state and design-rule report',
  'boards.write': 'Create a board and its upload URL',
  'orders.read': 'List and read orders',
};

/** The user pool's resource server: tokens carry scopes as `<identifier>/<scope>`. */
export const MACHINE_RESOURCE_SERVER = 'copperline';

export function oauthScope(scope: MachineScope): string {
  return `${MACHINE_RESOURCE_SERVER}/${scope}`;
}

/** The store's scopes named in a token's space-separated `scope` claim; others are ignored. */
export function scopesOfClaim(claim: unknown): MachineScope[] {
  if (typeof claim !== 'string') return [];
  const prefix = `${MACHINE_RESOURCE_SERVER}/`;
  const names = claim
    .split(/\s+/)
    .filter((s) => s.startsWith(prefix))
    .map((s) => s.slice(prefix.length));
  return MACHINE_SCOPES.filter((s) => names.includes(s));
}

/** A machine may call a route when it holds at least one of the route's scopes; a route without scopes is for people only. */
export function scopesCover(routeScopes: readonly MachineScope[] | undefined, granted: readonly MachineScope[]): boolean {
  return !!routeScopes && routeScopes.some((s) => granted.includes(s));
}

/** The claims the scoped-route authorizer adds to its owner's claims for a machine (handlers read them). */
export const MACHINE_CLIENT_CLAIM = 'machine_client_id';
export const MACHINE_SCOPE_CLAIM = 'machine_scope';
