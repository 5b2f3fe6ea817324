// The footer (portal.md §1): company names and filing numbers by the company setting (dlx or bsd).
import { companySetting, FOOTERS, activeBrand, guidesLinkFor } from "@/lib/portal/brand";
import { useT } from "@/islands/ui/useT";
import { useServerNow } from "@/islands/pages/shared";
import { calendarYear } from "@/domain/calendar";
import "./boot";

const setting = companySetting(import.meta.env.PUBLIC_COMPANY);

export default function PortalFooter() {
  const { lang, t } = useT();
  // the year on the server's clock in China's time zone (src/domain/calendar), not the browser's own
  const year = calendarYear(useServerNow());
  return (
    <footer className="portal-footer">
      {FOOTERS[setting].map((line) => (
        <p key={line.company}>
          © {year} {t(line.company)}
          {line.icp && (
            <>
              {" · "}
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">{line.icp}</a>
            </>
          )}
          {line.police && <> · {line.police}</>}
        </p>
      ))}
      <p>
        {t(activeBrand.name)} · <a href={guidesLinkFor(lang)}>{t("footer.guides")}</a>
      </p>
    </footer>
  );
}
