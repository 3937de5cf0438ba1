import { saveShippingSettings } from '#lambdas/core/shipping/shipping-settings.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('saveShippingSettings', ({ actor, body }) => saveShippingSettings(actor, body));
