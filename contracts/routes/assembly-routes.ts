import {
  AddPlacementFileBodySchema,
  AssemblyParamsSchema,
  BoardAssemblySchema,
  ConfirmBomMappingBodySchema,
  CreateAssemblyFileBodySchema,
  CreateAssemblyFileResponseSchema,
  ElementParamsSchema,
  PlacementFileParamsSchema,
  RemovePlacementFileQuerySchema,
  SetBoardQuantityBodySchema,
  UpdateElementBodySchema,
  UpdateElementResponseSchema,
  UploadBomBodySchema,
} from '../schemas/assembly.ts';
import { ROUTE_THROTTLES } from '../request-limits.ts';
import { PARTS_INDEX_LAMBDA_MEMORY_MB } from '../storage-layout.ts';
import type { RouteDef } from '../route-types.ts';

// A board's assembly: its bill of materials, placement files, quantity and
// populate rows. Files go straight to S3 (a presigned PUT under assembly/, a
// prefix that queues no board processing), then one call reads them. Routes
// that read files and match parts load the parts index, so they get the
// search route's memory and more time.
const MATCHING = { memoryMb: PARTS_INDEX_LAMBDA_MEMORY_MB, timeoutSeconds: 28 } as const;

export const assemblyRoutes = {
  createAssemblyFile: {
    method: 'POST',
    path: '/boards/{boardId}/assembly-files',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/create-assembly-file',
    params: AssemblyParamsSchema,
    body: CreateAssemblyFileBodySchema,
    response: CreateAssemblyFileResponseSchema,
    status: 201,
    // `write` lets it sign the file's presigned PUT.
    access: { table: 'read', uploads: { write: ['assembly'] } },
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  listBoardElements: {
    method: 'GET',
    path: '/boards/{boardId}/elements',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/list-board-elements',
    params: AssemblyParamsSchema,
    response: BoardAssemblySchema,
    access: { table: 'read' },
  },
  uploadBom: {
    method: 'PUT',
    path: '/boards/{boardId}/bom',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/upload-bom',
    params: AssemblyParamsSchema,
    body: UploadBomBodySchema,
    response: BoardAssemblySchema,
    // The file that arrived, the board's own file when not yet kept read, and the parts index to match against.
    access: { table: 'readwrite', uploads: { read: ['assembly', 'boards', 'search'] } },
    lambda: MATCHING,
    throttle: ROUTE_THROTTLES.partsMatching,
  },
  confirmBomMapping: {
    method: 'PUT',
    path: '/boards/{boardId}/bom/mapping',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/confirm-bom-mapping',
    params: AssemblyParamsSchema,
    body: ConfirmBomMappingBodySchema,
    response: BoardAssemblySchema,
    // Matching reads the parts index snapshot.
    access: { table: 'readwrite', uploads: { read: ['search'] } },
    lambda: MATCHING,
    throttle: ROUTE_THROTTLES.partsMatching,
  },
  addPlacementFile: {
    method: 'POST',
    path: '/boards/{boardId}/placement-files',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/add-placement-file',
    params: AssemblyParamsSchema,
    body: AddPlacementFileBodySchema,
    response: BoardAssemblySchema,
    // The file that arrived, the board's own file when not yet kept read, and the parts index to match against.
    access: { table: 'readwrite', uploads: { read: ['assembly', 'boards', 'search'] } },
    lambda: MATCHING,
    throttle: ROUTE_THROTTLES.partsMatching,
  },
  removePlacementFile: {
    method: 'DELETE',
    path: '/boards/{boardId}/placement-files/{fileId}',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/remove-placement-file',
    params: PlacementFileParamsSchema,
    query: RemovePlacementFileQuerySchema,
    response: BoardAssemblySchema,
    // Matching reads the parts index snapshot.
    access: { table: 'readwrite', uploads: { read: ['search'] } },
    lambda: MATCHING,
    throttle: ROUTE_THROTTLES.partsMatching,
  },
  updateBoardElement: {
    method: 'PUT',
    path: '/boards/{boardId}/elements/{elementId}',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/update-board-element',
    params: ElementParamsSchema,
    body: UpdateElementBodySchema,
    response: UpdateElementResponseSchema,
    access: { table: 'readwrite' },
  },
  setBoardQuantity: {
    method: 'PUT',
    path: '/boards/{boardId}/quantity',
    auth: 'board',
    guests: true,
    handler: 'http/assembly/set-board-quantity',
    params: AssemblyParamsSchema,
    body: SetBoardQuantityBodySchema,
    response: BoardAssemblySchema,
    // Matching ranks candidates by stock for designators × boards: a new quantity matches again.
    access: { table: 'readwrite', uploads: { read: ['search'] } },
    lambda: MATCHING,
    throttle: ROUTE_THROTTLES.partsMatching,
  },
} as const satisfies Record<string, RouteDef>;
