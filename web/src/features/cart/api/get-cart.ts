import { useQuery } from '@tanstack/react-query';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { CART_NOT_FOUND_RETRY_MS, cartPollInterval } from '../cart-rules.ts';
import { cartKeys } from './cart-keys.ts';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The signed-in user's id, or null while signed out (the cart loads only when signed in, docs/states.md#loading-and-polling). */
export function useCartOwner(): string | null {
  const { signedIn, user } = useAuth();
  return signedIn ? (user?.userId ?? null) : null;
}

/**
 * The cart ("Cart behaviour" (docs/states.md#cart-behaviour)): loads only when signed in; refreshes
 * every 2 s while a board's BOM is being checked or its quote refreshed, and
 * never otherwise; a 404 marks it not found and is retried after 1 s.
 */
export function useCart() {
  const userId = useCartOwner();
  return useQuery({
    queryKey: cartKeys.cart(userId ?? ''),
    queryFn: (): Promise<ShoppingCart> => callApi('getShoppingCart', { params: { userId: userId! } }),
    enabled: userId !== null,
    staleTime: 0,
    refetchInterval: (query) => cartPollInterval(query.state.data),
    retry: (failures, error) => isNotFound(error) || (failures < 1 && !(error instanceof ApiError && error.status < 500)),
    retryDelay: CART_NOT_FOUND_RETRY_MS,
  });
}

/** The header badge's count (summary (docs/calls.md#cart-calls): num_items); nothing while signed out. */
export function useCartSummary() {
  const userId = useCartOwner();
  return useQuery({
    queryKey: cartKeys.summary(userId ?? ''),
    queryFn: () => callApi('getShoppingCartSummary', { params: { userId: userId! } }),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}
