import { currentShippingSettings } from '../../core/shipping/shipping-settings.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getShippingSettings', () => currentShippingSettings());
