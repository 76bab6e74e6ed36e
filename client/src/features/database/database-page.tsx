import { Route, Routes } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import CompetitionIndex from './components/competition-index.tsx';
import CupPage from './components/cup-page.tsx';
import LeaguePage from './components/league-page.tsx';
import './database.css';

/**
 * /database/* (spec §2): the index, league seasons (league/:leagueId/:season?, sub-pages goal, size,
 * shooter) and cup seasons (cup/:cupId/:season?, the same sub-pages). Each page credits its own data's source.
 */
export default function DatabasePage() {
  return (
    <div className="db">
      <Routes>
        <Route index element={<CompetitionIndex />} />
        <Route path="league/:leagueId/:season?/:tab?" element={<LeaguePage />} />
        <Route path="cup/:cupId/:season?/:tab?" element={<CupPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
