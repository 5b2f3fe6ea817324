// /api/blade-resource: object storage. No storage backend is configured in this deployment: put-file answers a business error.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { fail } from "../lib/r";
import type { AppEnv } from "../lib/context";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "post", path: "/oss/endpoint/put-file", tags: ["resource"],
  summary: "Upload a file (multipart). No object storage is configured: answers code 400 文件存储未配置",
}, (c) => fail(c, "文件存储未配置"));
