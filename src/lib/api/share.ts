// Share links (/api/common/share) and colleges' virtual tours (/api/common/vr): one function per call.
import { request, post, type RequestOptions } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";
import type { CreateShareBody, Share, SharedView } from "@/contracts/share";
import type { TourPage } from "@/contracts/tours";

export type { Share, SharedView, SharedCollege } from "@/contracts/share";
export type { CollegeTours, Tour, TourPage } from "@/contracts/tours";

const S = "/common/share";

/** POST share/create: a read-only link to a snapshot of a college comparison (works for 7 days). */
export const createShare = (body: CreateShareBody, options?: RequestOptions) =>
  post<{ id: string; createdAt: string; expiresAt: string }>(`${S}/create`, body, options);

/** GET share/list: the caller's own links, newest first. */
export const fetchMyShares = (size = 50, options?: RequestOptions) =>
  request<Page<Share>>(`${S}/list`, { ...options, method: "GET", query: { size } });

/** POST share/revoke {id}: the link stops working at once. */
export const revokeShare = (id: string, options?: RequestOptions) => post<boolean>(`${S}/revoke`, { id }, options);

/** GET share/view?id=: what a link shares; no login (codes 404 unknown, 410 expired or revoked with data.reason). */
export const fetchSharedView = (id: string, options?: RequestOptions) =>
  request<SharedView>(`${S}/view`, { quiet: true, ...options, method: "GET", query: { id }, auth: false });

/** GET vr/list: colleges with virtual tours, paged, by province and name keyword (or one college by code). */
export const fetchTours = (query: { province?: string; keyword?: string; code?: string; current?: number; size?: number }, options?: RequestOptions) =>
  request<TourPage>("/common/vr/list", { ...options, method: "GET", query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== "")) });
