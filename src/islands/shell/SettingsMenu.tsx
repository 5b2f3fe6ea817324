// Theme chooser, colour picker (default #409EFF, ten shades) and the zh/en switch (portal.md §1–§3).
import { useStore } from "@nanostores/react";
import { languages } from "@/lib/i18n";
import { colourShades, DEFAULT_COLOUR } from "@/lib/rules/session-rules";
import { PRESET_COLOURS, THEMES } from "@/lib/rules/theme";
import { $colour, $lang, $theme, setColour, setLang, setTheme } from "@/lib/session/ui";
import { useDisclosure } from "@/islands/ui/useDisclosure";
import { useT } from "@/islands/ui/useT";

export function LanguageSwitch() {
  const lang = useStore($lang);
  const { t } = useT();
  return (
    <div className="lang-toggle" role="group" aria-label={t("shell.language")}>
      {languages.map((option) => (
        <button key={option} type="button" lang={option === "zh" ? "zh-CN" : "en"} disabled={option === lang} aria-pressed={option === lang} onClick={() => setLang(option)}>
          {t(option === "zh" ? "lang.zh" : "lang.en")}
        </button>
      ))}
    </div>
  );
}

export function SettingsMenu() {
  const { t } = useT();
  const theme = useStore($theme);
  const colour = useStore($colour);
  const panel = useDisclosure<HTMLDivElement>();
  const shades = colourShades(/^#[0-9a-f]{6}$/i.test(colour) ? colour : DEFAULT_COLOUR);
  return (
    <div className="settings-menu" ref={panel.container}>
      <button ref={panel.button} type="button" className="icon-btn" aria-expanded={panel.open} aria-controls={panel.open ? "settings-panel" : undefined} onClick={panel.toggle} aria-label={t("shell.settings")}>
        <span aria-hidden="true">⚙</span>
      </button>
      {panel.open && (
        <div id="settings-panel" className="popover settings-panel">
          <fieldset>
            <legend>{t("shell.theme")}</legend>
            {THEMES.map((option) => (
              <label key={option} className="settings-panel__choice">
                <input type="radio" name="theme" value={option} checked={theme === option} onChange={() => setTheme(option)} />
                {t(`shell.theme.${option}` as "shell.theme.theme-default")}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t("shell.colour")}</legend>
            <div className="swatches">
              {PRESET_COLOURS.map((preset) => (
                <button key={preset} type="button" className="swatch" style={{ background: preset }} aria-pressed={preset.toLowerCase() === colour.toLowerCase()} aria-label={t("shell.colourPreset", { colour: preset })} onClick={() => setColour(preset)} />
              ))}
            </div>
            <label className="settings-panel__choice">
              <input type="color" value={shades[0]} onChange={(event) => setColour(event.target.value.toUpperCase())} />
              {t("shell.colourCustom")}
            </label>
            <div className="shades" aria-label={t("shell.colourShades")} role="img">
              {shades.map((shade) => <span key={shade} style={{ background: shade }} />)}
            </div>
            <button type="button" className="btn" onClick={() => setColour(DEFAULT_COLOUR)}>{t("shell.colourReset")}</button>
          </fieldset>
          <fieldset>
            <legend>{t("shell.language")}</legend>
            <LanguageSwitch />
          </fieldset>
        </div>
      )}
    </div>
  );
}
