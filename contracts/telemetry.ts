// Names shared by the handlers that emit metrics and the CDK dashboard and alarms that read them.
// See docs/operations.md.
export const METRICS_NAMESPACE = 'Copperline';
export const METRICS_SERVICE = 'copperline'; // Powertools' default `service` dimension
export const BUSINESS_METRICS = {
  boardsUploaded: 'BoardsUploaded',
  boardsProcessed: 'BoardsProcessed',
  boardsFailed: 'BoardsFailed',
  ordersPlaced: 'OrdersPlaced',
  orderValueCents: 'OrderValueCents',
  checkoutConflicts: 'CheckoutConflicts',
  partsSearchLatencyMs: 'PartsSearchLatency',
} as const;
