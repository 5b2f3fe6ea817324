// The owner's side of share links (on the college comparison): make a read-only link to the comparison as it is now,
// copy it, see when it expires, and list and revoke one's links. The link shares a snapshot of the chosen colleges
// and province only; the student's name only when they tick the box.
import "@/lib/i18n/portal-share";
import "@/lib/i18n/portal-pages";
import { useEffect, useId, useState } from "react";
import { createShare, fetchMyShares, revokeShare, type Share } from "@/lib/api/share";
import { SHARE_DAYS } from "@/domain/share";
import { useCall } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { useT } from "@/islands/ui/useT";
import { BOX, Announcer } from "@/islands/colleges/parts";
import { shareDay, shareUrl } from "./format";

export default function SharePanel({ codes, province, canShare }: { codes: string[]; province: string; canShare: boolean }) {
  const { t, lang } = useT();
  const [open, setOpen] = useState(false);
  const [showName, setShowName] = useState(false);
  const [made, setMade] = useState<{ id: string; expiresAt: string } | null>(null);
  const [message, setMessage] = useState("");
  const panelId = useId();
  const linkId = useId();

  // A link shows what was shared when it was made: a change to the choice needs a new one.
  const choice = `${codes.join(",")}|${province}`;
  useEffect(() => setMade(null), [choice]);

  const [creating, actCreate] = useAction(["myShares"]);
  const [, actRevoke] = useAction(["myShares"]);
  const [mine, reloadMine] = useCall(["myShares"], () => fetchMyShares(50, { quiet: true }).then((answer) => answer.data.records), open);

  // Making or revoking a link marks the list of one's links stale, so it shows the change.
  const create = () =>
    actCreate(async () => {
      const answer = await createShare({ kind: "contrast", codes, province, showName });
      setMade(answer.data);
      setMessage(t("share.created", { date: shareDay(answer.data.expiresAt, lang) }));
    }).catch(() => undefined); // the HTTP layer has shown why
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(shareUrl(made.id));
      setMessage(t("share.copied"));
    } catch {
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
      setMessage(t("share.copyFailed"));
    }
  };
  const revoke = (share: Share) =>
    actRevoke(async () => {
      await revokeShare(share.id);
      if (made?.id === share.id) setMade(null);
      setMessage(t("share.revokedDone"));
    }).catch(() => undefined); // the HTTP layer has shown why

  return (
    <section aria-labelledby={`${panelId}-title`} className={`${BOX} flex flex-col gap-3`} data-share-panel>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${panelId}-title`} className="text-lg">{t("share.title")}</h2>
        <button type="button" className="btn" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} data-share-toggle>
          {t("share.button")}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-3">
        <p className="muted m-0 text-sm">{t("share.intro", { days: SHARE_DAYS })}</p>
        {!canShare ? (
          <p className="muted m-0" role="status">{t("share.needTwo")}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={showName} onChange={(event) => setShowName(event.target.checked)} data-share-name />
              {t("share.showName")}
            </label>
            <button type="button" className="btn btn--primary" disabled={creating} onClick={create} data-share-create>
              {creating ? t("share.creating") : t("share.create")}
            </button>
          </div>
        )}
        {made && (
          <div className="flex flex-col gap-2 rounded-md border border-[var(--color-line)] bg-[var(--primary-9)] p-3" data-share-made>
            <label htmlFor={linkId} className="field__label">{t("share.link")}</label>
            <div className="flex flex-wrap gap-2">
              <input id={linkId} className="field__input min-w-0 flex-1" readOnly value={shareUrl(made.id)} onFocus={(event) => event.currentTarget.select()} data-share-url />
              <button type="button" className="btn" onClick={copy} data-share-copy>{t("share.copy")}</button>
            </div>
            <p className="m-0 text-sm">{t("share.expires", { date: shareDay(made.expiresAt, lang) })}</p>
          </div>
        )}
        <h3 className="text-base">{t("share.mine")}</h3>
        {mine.state === "loading" && <p className="muted m-0">{t("pages.loading")}</p>}
        {mine.state === "failed" && (
          <p role="alert" className="flex flex-wrap items-center gap-2">
            <span>{t("pages.loadFailed")}</span>
            <button type="button" className="btn" onClick={reloadMine}>{t("pages.retry")}</button>
          </p>
        )}
        {mine.state === "ready" && (mine.data.length === 0 ? (
          <p className="muted m-0">{t("share.none")}</p>
        ) : (
          <ul className="flex flex-col" data-share-list>
            {mine.data.map((share) => (
              <li key={share.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-[var(--color-line)] py-2 last:border-b-0" data-share-id={share.id} data-state={share.state}>
                <span className="min-w-0 basis-full sm:basis-0 sm:flex-1" lang="zh-CN">{share.summary}</span>
                <span className={share.state === "active" ? "tag" : "muted text-sm"}>{t(`share.state.${share.state}`)}</span>
                {share.showName && <span className="muted text-sm">{t("share.withName")}</span>}
                {share.state === "active" && (
                  <>
                    <span className="muted text-sm">{t("share.expires", { date: shareDay(share.expiresAt, lang) })}</span>
                    <a href={shareUrl(share.id)} target="_blank" rel="noopener noreferrer" className="text-sm underline">
                      {t("share.open")}
                      <span className="sr-only">{t("shell.newTab")}</span>
                    </a>
                    <button type="button" className="btn min-h-8 px-3 text-sm" onClick={() => revoke(share)} aria-label={t("share.revokeNamed", { summary: share.summary })} data-share-revoke>
                      {t("share.revoke")}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
      <Announcer message={message} />
    </section>
  );
}
