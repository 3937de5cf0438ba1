// What the boards core needs from storage; lambdas/core/aws/uploads-bucket.ts
// provides it in Lambdas, tests pass fakes.
export type BoardFiles = {
  presignUpload(key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string>;
  presignDownload(key: string, expiresInSeconds: number): Promise<string>;
  readObject(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }>;
  writeObject(key: string, body: string | Uint8Array, contentType: string): Promise<void>;
};
