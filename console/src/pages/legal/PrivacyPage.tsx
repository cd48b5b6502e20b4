import { PrivacyEn } from './documents/privacy.en';
import { PrivacyRu } from './documents/privacy.ru';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return <LegalPage title="legal.privacy" documents={{ en: PrivacyEn, ru: PrivacyRu }} />;
}
