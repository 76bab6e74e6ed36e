import type { DataSource } from '@kuyi/shared';

const FOOTBALL_DATA = (
  <a href="https://www.football-data.co.uk/" target="_blank" rel="noreferrer">
    football-data.co.uk
  </a>
);
const OPENFOOTBALL = (
  <a href="https://github.com/openfootball/worldcup.json" target="_blank" rel="noreferrer">
    openfootball/worldcup.json
  </a>
);
const NBA_STATS = (
  <a href="https://www.nba.com/stats" target="_blank" rel="noreferrer">
    stats.nba.com
  </a>
);

/**
 * The credit line of a database page: the real source of the season shown (../shared/data/MANIFEST.md asks
 * for credit wherever its data appears, and for none where it does not). Without a season (the index, or an
 * upstream that does not say) it names every source the database draws on.
 */
export default function SourceCredit({ source }: { source?: DataSource | undefined }) {
  return (
    <p className="db-credit" data-testid="source-credit">
      {source === 'football-data' && <>本赛季赛果与亚盘、大小球终盘数据来自 {FOOTBALL_DATA}。</>}
      {source === 'openfootball' && (
        <>
          世界杯赛程、赛果与进球数据来自 {OPENFOOTBALL}（CC0 公有领域），球队中文译名由酷易体育整理；
          亚盘、大小球终盘为酷易体育的模型赔率（openfootball 不含赔率）。
        </>
      )}
      {source === 'nba-stats' && (
        // The NBA's terms of use apply to its stats: credit them, and say who put the game log together.
        <>本赛季赛程赛果与球队统计来自 {NBA_STATS}（经 pbpstats 整理），版权归 NBA 所有，使用须遵守其条款。</>
      )}
      {source === 'generated' && <>本赛季为模拟数据，并非真实赛果。</>}
      {source === undefined && (
        <>
          真实赛季的联赛赛果与亚盘、大小球终盘数据来自 {FOOTBALL_DATA}，世界杯数据来自 {OPENFOOTBALL}（CC0
          公有领域），NBA 真实赛季数据来自 {NBA_STATS}（经 pbpstats 整理）；未收录真实数据的赛季为模拟数据。
        </>
      )}
    </p>
  );
}
