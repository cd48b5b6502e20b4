import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocale } from '../i18n/LocaleProvider';
import { isLocale, LOCALES } from '../i18n/types';

/**
 * EN / RU; the choice is remembered in local storage by the locale provider. Each button's name
 * starts with what it shows (WCAG 2.5.3: a voice user says "RU"), then the language's own name.
 */
export function LanguageSwitch() {
  const { locale, setLocale, t } = useLocale();
  return (
    <ToggleButtonGroup
      value={locale}
      exclusive
      size="small"
      aria-label={t('language.label')}
      onChange={(_event, next: unknown) => {
        if (isLocale(next)) void setLocale(next);
      }}
      sx={{ flexShrink: 0 }}
    >
      {LOCALES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={`${code.toUpperCase()}, ${t(`language.${code}`)}`} sx={{ px: 1, py: 0.25, fontWeight: 700, fontSize: 12 }}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
