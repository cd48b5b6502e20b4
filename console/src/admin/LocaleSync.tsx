import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useLocale } from '../i18n/LocaleProvider';

/** The shell's language switch is the only one; react-admin follows it. */
export function LocaleSync() {
  const { locale } = useLocale();
  const [adminLocale, setAdminLocale] = useLocaleState();
  useEffect(() => {
    if (adminLocale !== locale) setAdminLocale(locale);
  }, [locale, adminLocale, setAdminLocale]);
  return null;
}
