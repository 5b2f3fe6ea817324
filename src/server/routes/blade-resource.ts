// /api/blade-resource: object storage. put-file (SpringBlade's multipart upload, field `file`) takes an image (PNG,
// JPEG or WebP, checked by its bytes, at most 1 MB) from a signed-in account and answers SpringBlade's BladeFile
// {link, domain, name, originalName, attachId}; files are kept on local disk (served below) or in S3-compatible storage.
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { api } from "../lib/api";
import { fail, ok, refusal } from "../lib/r";
import type { AppEnv } from "../lib/context";
import { takeQuota } from "../auth/rate-limit";
import { uploads } from "../db/schema";
import { fileKey, readLocalFile, sniffImage, storageConfig, storeFile } from "../lib/storage";
import { logError } from "../lib/log";
import { UPLOAD_MAX_BYTES } from "../../contracts/admin";
import { bladeFileSchema } from "../../contracts/system";
import { API_CSP } from "../../lib/security/policy.mjs";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "post", path: "/oss/endpoint/put-file", tags: ["resource"],
  summary: "Upload an image (multipart/form-data, field `file`): PNG, JPEG or WebP up to 1 MB; data: {link, domain, name, originalName, attachId}",
  data: bladeFileSchema,
}, async (c, { user }) => {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return refusal(c, { field: "file", msg: "请以 multipart/form-data 上传文件（字段名 file）" });
  const db = c.get("deps").database.db;
  if (!(await takeQuota(db, "upload", `${user.tenantId}:${user.userId}`))) return fail(c, "上传过于频繁，请稍后再试");
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return refusal(c, { field: "file", msg: "读不出上传的表单" });
  }
  const file = form.file;
  if (!(file instanceof File)) return refusal(c, { field: "file", msg: "必填（一个图片文件）" });
  if (file.size === 0) return refusal(c, { field: "file", msg: "文件是空的" });
  if (file.size > UPLOAD_MAX_BYTES) return refusal(c, { field: "file", msg: `文件超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB` });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return refusal(c, { field: "file", msg: "只能上传 PNG、JPEG 或 WebP 图片" });
  const cfg = storageConfig();
  const key = fileKey(user.tenantId, bytes, type);
  const [known] = await db.select().from(uploads).where(and(eq(uploads.key, key), eq(uploads.storage, cfg.kind)));
  let link = known?.link;
  if (!link) {
    try {
      link = await storeFile(cfg, key, bytes, type);
    } catch (e) {
      logError("[api] put-file could not store", key, e);
      return fail(c, "文件存储暂时不可用，请稍后再试", 500);
    }
    await db.insert(uploads).values({ tenantId: user.tenantId, userId: user.userId, storage: cfg.kind, key, link, contentType: type, size: bytes.length, originalName: file.name.slice(0, 200) })
      .onConflictDoNothing();
  }
  const [row] = await db.select().from(uploads).where(and(eq(uploads.key, key), eq(uploads.storage, cfg.kind)));
  return ok(c, { link, domain: cfg.kind === "s3" ? cfg.s3!.publicUrl : "", name: key, originalName: file.name.slice(0, 200), attachId: String(row!.id) }, "上传成功");
});

// Files on local disk are public like a bucket's links (the login screen shows a school's logo before sign-in); their
// names are content hashes, and only images this server checked are served, as images that never run as a page.
router.get("/oss/file/:tenant/:name", async (c) => {
  const found = await readLocalFile(storageConfig(), `${c.req.param("tenant")}/${c.req.param("name")}`);
  if (!found) return c.json({ code: 404, success: false, data: null, msg: "文件不存在" }, 404);
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      "Content-Type": found.type, "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff",
      // the API's policy, as the edge sets it on every answer (Node merges a handler's own header over the edge's)
      "Content-Security-Policy": API_CSP,
    },
  });
});

