declare module 'dynalite' {
  import type { Server } from 'node:http';
  export default function dynalite(options?: {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }): Server;
}

declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  export default class S3rver extends EventEmitter {
    constructor(options: Record<string, unknown>);
    run(): Promise<unknown>;
    close(callback?: () => void): void;
  }
}
