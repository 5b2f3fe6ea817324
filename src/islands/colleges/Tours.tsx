// VR校园 /wel/vr (portal.md §2 main area "vr"): colleges' virtual campus tours as operators imported them, searchable
// by name and province, paged; every link opens the publisher's page in a new window and names its source. With
// nothing imported (the default: we hold no addresses of our own) the page says so and how an operator fills it.
import "@/lib/i18n/portal-share";
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import "@/islands/shell/boot";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import { fetchTours } from "@/lib/api/share";
import type { PortalKey } from "@/lib/i18n/portal";
import { schoolHref } from "@/lib/rules/colleges";
import { cleanKeyword } from "@/lib/rules/keyword";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import { useLoadable } from "@/islands/ui/useCall";
import { useT } from "@/islands/ui/useT";
import { BOX } from "./parts";
import { Pager } from "@/islands/ui/Pager";

const PAGE_SIZE = 20;

interface Filter { keyword: string; province: string; page: number }

function filterFromAddress(): Filter {
  const q = new URLSearchParams(location.search);
  const page = Number(q.get("page"));
  const province = q.get("province") ?? "";
  return { keyword: cleanKeyword(q.get("keyword") ?? ""), province: MAINLAND_CODES.includes(province) ? province : "", page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function addressOf(f: Filter): string {
  const q = new URLSearchParams();
  if (f.keyword) q.set("keyword", f.keyword);
  if (f.province) q.set("province", f.province);
  if (f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return `/wel/vr${s ? `?${s}` : ""}`;
}

export default function Tours() {
  const { t } = useT();
  const [filter, setFilter] = useState<Filter>(filterFromAddress);
  const [text, setText] = useState(filter.keyword);
  const [province, setProvince] = useState(filter.province);
  const keywordId = useId();
  const provinceId = useId();
  const [load, retry] = useLoadable(["tours", filter.keyword, filter.province, filter.page], () =>
    fetchTours({ keyword: filter.keyword, province: filter.province, current: filter.page, size: PAGE_SIZE }, { quiet: true }).then((answer) => answer.data),
  );
  const state = load.state === "ready" ? { state: "ready" as const, page: load.data } : load;
  useEffect(() => history.replaceState(null, "", addressOf(filter)), [filter]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setFilter({ keyword: cleanKeyword(text), province, page: 1 });
  };
  const nothingImported = state.state === "ready" && state.page.imported === 0;

  return (
    <div className="page flex flex-col gap-5">
      <div>
        <h1 className="page__title mb-1">{t("route.vr")}</h1>
        <p className="muted">{t("vr.intro")}</p>
      </div>
      {state.state === "loading" && <p className="muted" role="status">{t("pages.loading")}</p>}
      {state.state === "failed" && (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          <span>{t("pages.loadFailed")}</span>
          <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>
        </p>
      )}
      {nothingImported && (
        <section aria-labelledby="vr-empty" className={`${BOX} flex flex-col gap-2`} data-vr-empty>
          <h2 id="vr-empty" className="text-lg">{t("vr.emptyTitle")}</h2>
          <p className="m-0">{t("vr.emptyBody")}</p>
          <p className="muted m-0">{t("vr.emptyHow")}</p>
        </section>
      )}
      {state.state === "ready" && !nothingImported && (
        <>
          <form role="search" aria-label={t("route.vr")} className={`${BOX} flex flex-wrap items-end gap-3`} onSubmit={submit}>
            <div className="field mb-0 min-w-0 grow basis-full sm:basis-60">
              <label htmlFor={keywordId} className="field__label">{t("vr.keyword")}</label>
              <input id={keywordId} type="search" className="field__input" value={text} maxLength={50} onChange={(event) => setText(event.target.value)} />
            </div>
            <div className="field mb-0">
              <label htmlFor={provinceId} className="field__label">{t("vr.province")}</label>
              <select id={provinceId} className="field__input" value={province} onChange={(event) => setProvince(event.target.value)}>
                <option value="">{t("vr.allProvinces")}</option>
                {MAINLAND_CODES.map((code) => <option key={code} value={code}>{t(`province.${code}` as PortalKey)}</option>)}
              </select>
            </div>
            <button type="submit" className="btn btn--primary">{t("vr.search")}</button>
          </form>
          <p role="status" className="muted m-0">
            {state.page.total ? t("vr.found", { n: state.page.total }) : t("vr.notFound", { n: state.page.imported })}
          </p>
          <ul className="flex flex-col gap-3" data-vr-list>
            {state.page.records.map((college) => (
              <li key={college.collegeCode} className={BOX} data-college={college.collegeCode}>
                <h2 className="m-0 text-base">
                  <a href={schoolHref(college.collegeCode)} lang="zh-CN">{college.name}</a>
                </h2>
                <p className="muted m-0 text-sm" lang="zh-CN">{[college.provinceName, college.cityName].filter((x, i, all) => x && all.indexOf(x) === i).join(" · ")}</p>
                <ul className="mt-2 flex flex-col gap-1">
                  {college.tours.map((tour) => (
                    <li key={tour.url} className="flex flex-wrap items-baseline gap-x-3">
                      <a href={tour.url} target="_blank" rel="noopener noreferrer" lang="zh-CN" data-tour-link>
                        {tour.title}
                        <span className="sr-only">{t("shell.newTab")}</span>
                      </a>
                      <span className="muted text-sm">
                        {t("vr.source", { source: tour.sourceName })} · {t("vr.updated", { date: tour.updatedOn })}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Pager
            current={state.page.current}
            pages={state.page.pages}
            href={(page) => addressOf({ ...filter, page })}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
            numbered
          />
        </>
      )}
    </div>
  );
}
