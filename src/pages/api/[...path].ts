// The only API entry of the site: every /api/* request goes to the Hono app in src/server (on demand, never prerendered).
import type { APIRoute } from "astro";
import { getApp } from "../../server/instance";

export const prerender = false;

export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const app = await getApp();
  let address: string | undefined;
  try {
    address = clientAddress;
  } catch {
    address = undefined;
  }
  return app.fetch(request, { clientAddress: address });
};
