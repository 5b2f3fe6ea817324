// /portal-guard.js: the route guard every portal page runs first in <head> (see src/lib/portal/guard.ts). Served as a
// file of our own origin so the pages' Content-Security-Policy allows it without an inline-script exception.
import type { APIRoute } from "astro";
import { guardScript } from "@/lib/portal/guard";
import { SITE_PREFIX } from "@/lib/session/storage";

export const GET: APIRoute = () =>
  new Response(guardScript(SITE_PREFIX), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
