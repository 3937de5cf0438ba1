import { OpenApiDocumentSchema } from '../schemas/openapi.ts';
import {
  FeederReportQuerySchema,
  FeederReportSchema,
  ManufacturingDashboardQuerySchema,
  ManufacturingDashboardSchema,
} from '../schemas/production.ts';
import type { RouteDef } from '../route-types.ts';

// The engineers' production views and the API's own description
// (docs/production-tools.md, docs/api.md).
export const productionRoutes = {
  getOpenApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    auth: 'public',
    handler: 'http/meta/get-openapi-document',
    response: OpenApiDocumentSchema,
  },
  getFeederReport: {
    method: 'GET',
    path: '/internal/feeder-report',
    auth: ['Engineer'],
    handler: 'http/production/get-feeder-report',
    query: FeederReportQuerySchema,
    response: FeederReportSchema,
    access: { table: 'read' },
    lambda: { memoryMb: 1024, timeoutSeconds: 25 },
  },
  getManufacturingDashboard: {
    method: 'GET',
    path: '/internal/manufacturing-dashboard',
    auth: ['Engineer'],
    handler: 'http/production/get-manufacturing-dashboard',
    query: ManufacturingDashboardQuerySchema,
    response: ManufacturingDashboardSchema,
    // Reads the capacity and lead times; on an empty table that first read writes the built-in defaults.
    access: { table: 'readwrite' },
    lambda: { memoryMb: 1024, timeoutSeconds: 25 },
  },
} as const satisfies Record<string, RouteDef>;
