// Code loaded on demand (portal.md §8, §9): a chunk that has not arrived after 120 s fails with a chunk-load error,
// so the screen can say so instead of waiting for ever.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** Runs a dynamic import, rejecting with ChunkLoadError when it fails or takes longer than `ms`. */
export function loadChunk<T>(importer: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${ms / 1000} s`)), ms);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}
