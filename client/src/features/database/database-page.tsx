import { Route, Routes } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import BasketballLeaguePage from './basketball/components/basketball-league-page.tsx';
import BasketballTeamPage from './basketball/team/basketball-team-page.tsx';
import CompetitionIndex from './components/competition-index.tsx';
import CupPage from './components/cup-page.tsx';
import LeaguePage from './components/league-page.tsx';
import TeamPage from './team/team-page.tsx';
import './database.css';

/**
 * /database/* (spec §2): the index, league seasons (league/:leagueId/:season?, sub-pages goal, size,
 * shooter), cup seasons (cup/:cupId/:season?, the same sub-pages) and basketball league seasons
 * (basketball/:leagueId/:season?, sub-pages schedule and stats). Each page credits its own data's source.
 */
export default function DatabasePage() {
  return (
    <div className="db">
      <Routes>
        <Route index element={<CompetitionIndex />} />
        <Route path="league/:leagueId/:season?/:tab?" element={<LeaguePage />} />
        <Route path="league/:leagueId/:season/team/:teamId" element={<TeamPage />} />
        <Route path="cup/:cupId/:season?/:tab?" element={<CupPage />} />
        <Route path="basketball/:leagueId/:season/team/:teamId" element={<BasketballTeamPage />} />
        <Route path="basketball/:leagueId/:season?/:tab?" element={<BasketballLeaguePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
