import type { CompetitionInfo } from '@kuyi/shared';
import { SeasonHeaderFrame } from '../../components/season-header.tsx';
import { BASKETBALL_TABS, type BasketballTab, basketballPath } from '../model/basketball-paths.ts';

/** League name, the season picker and the tabs (积分榜, 赛程赛果, 球队统计) of a basketball season. */
export default function BasketballSeasonHeader({
  info,
  season,
  urlSeason,
  tab,
}: {
  info: CompetitionInfo;
  season: string;
  /** The season as the address names it (null: the current one); the tabs keep it so they read nothing again. */
  urlSeason: string | null;
  tab: BasketballTab;
}) {
  return (
    <SeasonHeaderFrame
      info={info}
      season={season}
      tabSeason={urlSeason}
      tab={tab}
      tabs={BASKETBALL_TABS}
      pathFor={(s, t) => basketballPath(info.id, s, t)}
    />
  );
}
