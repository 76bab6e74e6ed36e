import { MAIN_ODDS_COMPANY_ID, ODDS_COMPANIES } from '@kuyi/shared';
import { useAtom } from 'jotai';
import { oddsNameAtom } from '../../../state/app-atoms.ts';
import type { CompanyOddsView } from '../hooks/use-company-odds.ts';

/**
 * 赔率公司: which bookmaker's lines fill the three odds columns (the spec's `oddsName`, saved with the
 * other settings). Empty means the main company, whose lines the rows carry live.
 */
export default function CompanySelect({ view }: { view: CompanyOddsView }) {
  const [oddsName, setOddsName] = useAtom(oddsNameAtom);
  const value = oddsName || MAIN_ODDS_COMPANY_ID;
  return (
    <label className="company-select">
      <span>赔率公司</span>
      <select
        aria-label="赔率公司"
        value={value}
        onChange={(e) => setOddsName(e.target.value === MAIN_ODDS_COMPANY_ID ? '' : e.target.value)}
      >
        {ODDS_COMPANIES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {view.kind === 'loading' && <span className="muted">加载中…</span>}
      {view.kind === 'error' && <span className="company-error">{view.msg}</span>}
    </label>
  );
}
