import { part, partParams, partsSearchRequest, partsSearchResponse } from '../parts.ts';
import { bin, binParams, binsResponse, createBinBody, inventoryMovement, partMovementsResponse, stockAdjustmentBody } from '../schemas/inventory.ts';
import type { RouteDef } from '../route-types.ts';

// The parts catalogue, its search, and the staff's stock and bins.
export const partsRoutes = {
  searchParts: {
    method: 'PUT',
    path: '/parts/search',
    auth: 'public',
    handler: 'http/parts/search-parts',
    body: partsSearchRequest,
    response: partsSearchResponse,
    access: { table: 'read', uploads: 'read' },
  },
  getPart: {
    method: 'GET',
    path: '/parts/{partId}',
    auth: 'public',
    handler: 'http/parts/get-part',
    params: partParams,
    response: part,
    access: { table: 'read' },
  },
  adjustPartStock: {
    method: 'POST',
    path: '/parts/{partId}/stock-adjustments',
    auth: ['Engineer'],
    handler: 'http/parts/adjust-part-stock',
    params: partParams,
    body: stockAdjustmentBody,
    response: inventoryMovement,
    status: 201,
    access: { table: 'readwrite' },
  },
  listPartMovements: {
    method: 'GET',
    path: '/parts/{partId}/movements',
    auth: ['Engineer'],
    handler: 'http/parts/list-part-movements',
    params: partParams,
    response: partMovementsResponse,
    access: { table: 'read' },
  },
  listBins: {
    method: 'GET',
    path: '/bins',
    auth: ['Engineer'],
    handler: 'http/parts/list-bins',
    response: binsResponse,
    access: { table: 'read' },
  },
  createBin: {
    method: 'POST',
    path: '/bins',
    auth: ['Engineer'],
    handler: 'http/parts/create-bin',
    body: createBinBody,
    response: bin,
    status: 201,
    access: { table: 'readwrite' },
  },
  adjustBin: {
    method: 'POST',
    path: '/bins/{binId}/adjustments',
    auth: ['Engineer'],
    handler: 'http/parts/adjust-bin',
    params: binParams,
    body: stockAdjustmentBody,
    response: bin,
    access: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
