// Where put-file keeps uploaded files: a folder on local disk by default (UPLOAD_DIR, else <DATA_DIR>/uploads), or an
// S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set (MinIO, OSS, COS, R2, AWS …; signed with SigV4 by
// aws4fetch). Files are named by their content (tenant/sha-256.ext), so the same image is stored once per school.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";

export type ImageType = "image/png" | "image/jpeg" | "image/webp";
const EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** What an image really is, by its first bytes (the name and the declared type are not trusted). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

export interface StorageConfig {
  kind: "local" | "s3";
  dir: string;
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string };
}

/** Read from the environment on every call, so an operator's (or a test's) setting applies without a restart. */
export function storageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const dir = path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR ?? "./data", "uploads"));
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    const endpoint = env.S3_ENDPOINT.replace(/\/$/, "");
    return {
      kind: "s3", dir,
      s3: {
        endpoint, bucket: env.S3_BUCKET, region: env.S3_REGION ?? "us-east-1", accessKeyId: env.S3_ACCESS_KEY_ID ?? "", secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
        publicUrl: (env.S3_PUBLIC_URL ?? `${endpoint}/${env.S3_BUCKET}`).replace(/\/$/, ""),
      },
    };
  }
  return { kind: "local", dir };
}

export const LOCAL_LINK_PREFIX = "/api/blade-resource/oss/file/";

export function fileKey(tenantId: string, bytes: Uint8Array, type: ImageType): string {
  return `${tenantId}/${createHash("sha256").update(bytes).digest("hex")}.${EXTENSIONS[type]}`;
}

/** Stores the bytes under `key`; answers the link the file is served at. */
export async function storeFile(cfg: StorageConfig, key: string, bytes: Uint8Array, type: ImageType): Promise<string> {
  if (cfg.kind === "s3" && cfg.s3) {
    const s3 = cfg.s3;
    const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: "s3" });
    const res = await client.fetch(`${s3.endpoint}/${s3.bucket}/${key}`, { method: "PUT", body: new Uint8Array(bytes), headers: { "Content-Type": type } });
    if (!res.ok) throw new Error(`object storage answered ${res.status}`);
    return `${s3.publicUrl}/${key}`;
  }
  const file = path.join(cfg.dir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return LOCAL_LINK_PREFIX + key;
}

/** A file stored on local disk, by key (null when the key is malformed or nothing is there). */
export async function readLocalFile(cfg: StorageConfig, key: string): Promise<{ bytes: Uint8Array; type: ImageType } | null> {
  const m = /^(\d{1,12})\/([0-9a-f]{64})\.(png|jpg|webp)$/.exec(key);
  if (!m) return null;
  try {
    const bytes = await readFile(path.join(cfg.dir, key));
    const type = sniffImage(bytes);
    return type ? { bytes, type } : null;
  } catch {
    return null;
  }
}
