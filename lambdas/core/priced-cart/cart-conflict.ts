import { AppError } from '../errors.ts';

// The cart the customer saw is no longer the stored one: the cart's writes
// and the checkout both answer this 409, and the web client reloads the cart.

export const CART_CONFLICT_MESSAGE = 'Your cart changed in another tab or device. It was reloaded; make your change again.';

export const cartVersionConflict = () => new AppError('conflict', 'cart_version_conflict', CART_CONFLICT_MESSAGE);
