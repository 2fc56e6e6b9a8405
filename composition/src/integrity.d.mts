export function releaseFiles(manifest: unknown): { loaded: string[]; chunks: string[] };
export function sri(bytes: Uint8Array | string): string;
export function hashRelease(folder: string): {
  name: string;
  integrity: Record<string, string>;
  chunks: Record<string, string>;
};
export function publishRelease(
  dir: string,
  vertical: string,
  version: string,
  folder: string,
): Record<string, string>;
export function readRelease(dir: string, vertical: string, version: string): Record<string, string> | null;
