import { TermsEn } from './documents/terms.en';
import { TermsRu } from './documents/terms.ru';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return <LegalPage title="legal.terms" documents={{ en: TermsEn, ru: TermsRu }} />;
}
