import type { BasketballPoints } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { perGame, winRateText } from '../../model/standings-format.ts';

type Row = BasketballPoints['rows'][number];

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="tm-card" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** A 主场 / 客场 record: 胜 red, 负 green, and that side's 胜率; '暂无数据' where the feed gives no split. */
function SideRecord({ win, lose }: { win: number | undefined; lose: number | undefined }) {
  if (win === undefined || lose === undefined) return <p className="tm-muted">暂无数据</p>;
  if (win + lose === 0) return <p className="tm-muted">暂无比赛</p>;
  return (
    <>
      <p className="tm-big">
        <span className="db-up">{win}胜</span> <span className="db-down">{lose}负</span>
      </p>
      <p className="tm-muted">胜率 {winRateText((win / (win + lose)) * 100)}</p>
    </>
  );
}

const signed = (x: number, digits: number) => {
  const t = Math.abs(x).toFixed(digits);
  return Number(t) === 0 ? t : `${x > 0 ? '+' : '-'}${t}`;
};

/**
 * [BBT1] 主场 / 客场 records and the points per game: the standings row's pointsFor / pointsAgainst are season
 * totals, so 场均 is total ÷ played (as the 积分榜's 场均得分), and 净胜分 is per game with the season's total beside it.
 */
export default function TeamSummary({ row }: { row: Row }) {
  const net = row.pointsFor - row.pointsAgainst;
  // The difference of the two averages as printed beside it (as 球队统计's 净胜分), so 118.1 − 109.3 reads +8.8.
  const netPerGame =
    Math.round(
      (Number(perGame(row.pointsFor, row.played)) - Number(perGame(row.pointsAgainst, row.played))) * 10,
    ) / 10;
  return (
    <section className="tm-summary" aria-label="赛季数据">
      <Card title="主场" testId="bbt-home">
        <SideRecord win={row.homeWin} lose={row.homeLose} />
      </Card>
      <Card title="客场" testId="bbt-away">
        <SideRecord win={row.awayWin} lose={row.awayLose} />
      </Card>
      <Card title="场均得分 / 失分" testId="bbt-points">
        <p className="tm-big">
          {perGame(row.pointsFor, row.played)} / {perGame(row.pointsAgainst, row.played)}
        </p>
        <p className="tm-muted">已赛{row.played}场</p>
      </Card>
      <Card title="场均净胜分" testId="bbt-net">
        {row.played === 0 ? (
          <p className="tm-big">-</p>
        ) : (
          <p className={`tm-big ${netPerGame > 0 ? 'db-up' : netPerGame < 0 ? 'db-down' : ''}`}>
            {signed(netPerGame, 1)}
          </p>
        )}
        <p className="tm-muted">总净胜分 {signed(net, 0)}</p>
      </Card>
    </section>
  );
}
