import { useEffect, useMemo } from 'react';
import { AGREEMENT_OF_PAGE, type AgreementPage } from './agreement-pages.ts';
import AgreementBlocks from './components/agreement-blocks.tsx';
import { useAgreement } from './hooks/use-agreement.ts';
import { parseAgreement } from './model/parse-agreement.ts';
import './legal-page.css';

/** '2026-11-24' → '2026年11月24日'. */
const chineseDate = (day: string) => {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${y}年${Number(m)}月${Number(d)}日` : day;
};

/** Scrolls to a section without touching the router's location (the page has no hash routes). */
function jumpTo(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * /privacy, /service, /userTreaty, /apptreaty, /apptreaty2 (spec §2): the agreement read from
 * getAgreementList (spec §7), with its updated date and a table of contents of its sections.
 */
export default function LegalPage({ page }: { page: AgreementPage }) {
  const { view, retry } = useAgreement(AGREEMENT_OF_PAGE[page]);
  const agreement = view.kind === 'ok' ? view.agreement : null;
  const parsed = useMemo(() => (agreement ? parseAgreement(agreement.content) : null), [agreement]);

  // A link such as /privacy#section-3 lands on its section once the text is there.
  useEffect(() => {
    if (parsed && window.location.hash) jumpTo(decodeURIComponent(window.location.hash.slice(1)));
  }, [parsed]);

  if (view.kind === 'loading')
    return (
      <article className="page-card legal-page" data-page={page} aria-busy="true">
        <p className="legal-state" role="status">
          协议内容加载中…
        </p>
      </article>
    );
  if (view.kind === 'error' || !agreement || !parsed)
    return (
      <article className="page-card legal-page" data-page={page}>
        <div className="legal-state legal-error" role="alert">
          <p>协议内容加载失败：{view.kind === 'error' ? view.msg : '内容为空'}</p>
          <button type="button" className="legal-retry" onClick={retry}>
            重新加载
          </button>
        </div>
      </article>
    );
  return (
    <article className="page-card legal-page" data-page={page}>
      <header className="legal-head">
        <h1>{agreement.title}</h1>
        <p className="legal-updated">
          更新日期：<time dateTime={agreement.updatedAt}>{chineseDate(agreement.updatedAt)}</time>
        </p>
      </header>
      {parsed.sections.length > 1 && (
        <nav className="legal-toc" aria-label="目录">
          <h2>目录</h2>
          <ol>
            {parsed.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    jumpTo(s.id);
                  }}
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="legal-body">
        <AgreementBlocks blocks={parsed.intro} />
        {parsed.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            <AgreementBlocks blocks={s.blocks} />
          </section>
        ))}
      </div>
    </article>
  );
}
