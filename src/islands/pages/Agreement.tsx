// /career/userAgreement (portal.md §2 avatar menu): ?page=1 the user agreement, ?page=2 the privacy agreement,
// in the reader's language, with a contents list and a switch between the two.
import "@/lib/i18n/portal-pages";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";
import { privacyAgreement } from "./agreements/privacy";
import { agreementPage, EFFECTIVE_DATE, type Agreement as AgreementData } from "./agreements/types";
import { userAgreement } from "./agreements/user";
import { formatDate, PANEL } from "./shared";

const PAGES: Record<"1" | "2", { data: AgreementData; label: "agreement.user" | "agreement.privacy" }> = {
  "1": { data: userAgreement, label: "agreement.user" },
  "2": { data: privacyAgreement, label: "agreement.privacy" },
};

export default function Agreement() {
  const { t, lang } = useT();
  const page = agreementPage(location.search);
  const text = PAGES[page].data[lang];

  return (
    <div className="page max-w-4xl">
      <nav aria-label={t("agreement.nav")} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {(["1", "2"] as const).map((key) => (
            <li key={key}>
              <a className={`btn ${key === page ? "btn--primary" : ""}`} href={`/career/userAgreement?page=${key}`} aria-current={key === page ? "page" : undefined}>
                {t(PAGES[key].label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className={`${PANEL} leading-relaxed`} data-agreement={page}>
        <h1 className="page__title">{text.title}</h1>
        <p className="muted mb-4 text-sm">{t("agreement.updated", { date: formatDate(EFFECTIVE_DATE, lang) })}</p>
        {text.intro.map((paragraph) => (
          <p key={paragraph} className="mb-3">{paragraph}</p>
        ))}
        <nav aria-labelledby="agreement-contents" className="my-5 rounded-md border border-[var(--color-line)] bg-[#f8fafc] px-4 py-3">
          <h2 id="agreement-contents" className="mb-1 text-base">{t("agreement.contents")}</h2>
          <ol className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {text.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-6 scroll-mt-4">
            <h2 id={`${section.id}-heading`} className="mb-2 text-lg">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-2">{paragraph}</p>
            ))}
            {section.items && (
              <ul className="mb-2 list-disc space-y-1 pl-6">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.after?.map((paragraph) => (
              <p key={paragraph} className="mb-2">{paragraph}</p>
            ))}
          </section>
        ))}
        <p className="mt-8">
          <a href="/wel/index">{t("agreement.back")}</a>
        </p>
      </article>
    </div>
  );
}
