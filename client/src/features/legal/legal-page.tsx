import type { AgreementPage } from './agreement-pages.ts';

/** Placeholder replaced by the agreement page (issue 11). */
export default function LegalPage({ page }: { page: AgreementPage }) {
  return <section className="page-card" data-page={page} />;
}
