import { CreateCouponBodySchema, StaffCouponListSchema, StaffCouponSchema } from '../schemas/coupons.ts';
import {
  ChangeOrderStateBodySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  StaffOrderListQuerySchema,
  StaffOrderListSchema,
  StaffOrderSchema,
  UserOrderParamsSchema,
} from '../schemas/orders.ts';
import { SaveShippingSettingsBodySchema, ShippingSettingsStateSchema } from '../schemas/shipping.ts';
import { OkSchema } from '../schemas/ok.ts';
import type { RouteDef } from '../route-types.ts';

// Orders (docs/calls.md#order-calls GET /orders/{orderId}, PUT /orders/{orderId}/tracked), the
// customer's order list, and the staff's order desk and store settings.
export const orderRoutes = {
  getOrder: {
    method: 'GET',
    path: '/orders/{orderId}',
    // The order's customer, or staff (Admin, Engineer); anyone else 403 (checked in the core).
    auth: 'customer',
    handler: 'http/orders/get-order',
    scopes: ['orders.read'],
    params: OrderParamsSchema,
    response: OrderSchema,
    access: { table: 'read', uploads: { read: ['purchaseOrders'] } },
  },
  markOrderTracked: {
    method: 'PUT',
    path: '/orders/{orderId}/tracked',
    // The order's customer only: it records that their browser sent "Placed order".
    auth: 'customer',
    handler: 'http/orders/mark-order-tracked',
    params: OrderParamsSchema,
    response: OkSchema,
    access: { table: 'readwrite' },
  },
  listUserOrders: {
    method: 'GET',
    path: '/users/{userId}/orders',
    auth: 'self',
    handler: 'http/orders/list-user-orders',
    scopes: ['orders.read'],
    params: UserOrderParamsSchema,
    response: OrderListSchema,
    // Each order's purchase-order document is a presigned link.
    access: { table: 'read', uploads: { read: ['purchaseOrders'] } },
  },
  listStaffOrders: {
    method: 'GET',
    path: '/internal/orders',
    auth: ['Admin'],
    handler: 'http/orders/list-staff-orders',
    query: StaffOrderListQuerySchema,
    response: StaffOrderListSchema,
    access: { table: 'read' },
  },
  getStaffOrder: {
    method: 'GET',
    path: '/internal/orders/{orderId}',
    auth: ['Admin'],
    handler: 'http/orders/get-staff-order',
    params: OrderParamsSchema,
    response: StaffOrderSchema,
    access: { table: 'read', uploads: { read: ['purchaseOrders'] } },
  },
  changeOrderState: {
    method: 'PUT',
    path: '/internal/orders/{orderId}/state',
    auth: ['Admin'],
    handler: 'http/orders/change-order-state',
    params: OrderParamsSchema,
    // One allowed move of the order, invoice or payment state, from the version seen (else 409).
    body: ChangeOrderStateBodySchema,
    response: StaffOrderSchema,
    access: { table: 'readwrite', uploads: { read: ['purchaseOrders'] }, email: 'send', cardPayments: 'use' },
  },
  getShippingSettings: {
    method: 'GET',
    path: '/internal/shipping-settings',
    auth: ['Admin'],
    handler: 'http/store-config/get-shipping-settings',
    response: ShippingSettingsStateSchema,
    // The first read of an empty table writes the built-in default as version 1.
    access: { table: 'readwrite' },
  },
  saveShippingSettings: {
    method: 'PUT',
    path: '/internal/shipping-settings',
    auth: ['Admin'],
    handler: 'http/store-config/save-shipping-settings',
    body: SaveShippingSettingsBodySchema,
    response: ShippingSettingsStateSchema,
    access: { table: 'readwrite' },
  },
  listStaffCoupons: {
    method: 'GET',
    path: '/internal/coupons',
    auth: ['Admin'],
    handler: 'http/store-config/list-staff-coupons',
    response: StaffCouponListSchema,
    access: { table: 'read' },
  },
  createStaffCoupon: {
    method: 'POST',
    path: '/internal/coupons',
    auth: ['Admin'],
    handler: 'http/store-config/create-staff-coupon',
    body: CreateCouponBodySchema,
    response: StaffCouponSchema,
    status: 201,
    access: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
