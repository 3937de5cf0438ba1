import { AppError } from '../errors.ts';

// The cart the customer saw is no longer the stored one: the cart's writes
// and the checkout both answer this 409 (its message is in contracts/error-codes.ts),
// and the web client reloads the cart.

export const cartVersionConflict = () => new AppError('cart_version_conflict');
