import { NavLink, Route, Routes } from 'react-router-dom';
import '../arena.css';
import NotFoundPage from '../../../components/not-found-page.tsx';
import AceTab from './ace-tab.tsx';
import ExpertTab from './expert-tab.tsx';
import ForecastTab from './forecast-tab.tsx';
import IndexTab from './index-tab.tsx';
import RankRuleTab from './rank-rule-tab.tsx';
import RankingTab from './ranking-tab.tsx';

const TABS = [
  { to: '/arena', label: '推荐广场', end: true },
  { to: '/arena/aceRanking', label: '王牌榜' },
  { to: '/arena/expertzone', label: '专家专区' },
  { to: '/arena/forecast', label: '发布推荐' },
  { to: '/arena/ranking', label: '排行榜' },
  { to: '/arena/rankRule', label: '排行规则' },
] as const;

/** /arena/*: the arena's tabs (spec §2 index, aceRanking, expertzone, forecast, ranking, rankRule). */
export default function ArenaPage() {
  return (
    <div className="arena">
      <nav className="arena-nav" aria-label="竞技场">
        {TABS.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            end={'end' in t}
            className={({ isActive }) => (isActive ? 'active' : '')}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<IndexTab />} />
        <Route path="aceRanking" element={<AceTab />} />
        <Route path="expertzone" element={<ExpertTab />} />
        <Route path="forecast" element={<ForecastTab />} />
        <Route path="ranking" element={<RankingTab />} />
        <Route path="rankRule" element={<RankRuleTab />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
