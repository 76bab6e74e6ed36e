import { BASKETBALL_SPREAD_MOVE, BASKETBALL_TOTAL_MOVE, ODDS_LINE_MOVE, ODDS_PRICE_MOVE } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AiLayout } from './ai-layout.tsx';
import { aiApi } from './api/ai-api.ts';
import type { ArenaStatsView } from './api/ai-types.ts';
import { percentLabel } from './percent-label.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'error'; msg: string }
  | { kind: 'ok'; stats: ArenaStatsView | null };

/** /ai/explain: how the model works, and its settled record from the arena's model picks. */
export default function AiExplainPage() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    const ctl = new AbortController();
    aiApi.modelRecord(ctl.signal).then(
      (res) =>
        setView(res.ok ? { kind: 'ok', stats: res.data?.stats ?? null } : { kind: 'error', msg: res.msg }),
      () => {},
    );
    return () => ctl.abort();
  }, []);

  let record: React.ReactNode;
  if (view.kind === 'loading') record = <div className="ai-state">正在加载模型战绩…</div>;
  else if (view.kind === 'error') record = <div className="ai-state error">战绩加载失败：{view.msg}</div>;
  else if (!view.stats || view.stats.settled === 0)
    record = (
      <div className="ai-state">模型推荐尚无已结算的记录，比赛结束并结算后这里会显示命中率与回报率。</div>
    );
  else
    record = (
      <div className="ai-record">
        <div>
          <b>{view.stats.settled}</b>已结算
        </div>
        <div>
          <b>
            {view.stats.hits}/{view.stats.misses}/{view.stats.pushes}
          </b>
          赢/输/走
        </div>
        <div>
          <b>{percentLabel(view.stats.hitRate)}</b>命中率
        </div>
        <div>
          <b>{percentLabel(view.stats.hitRate7d)}</b>近7天命中率
        </div>
        <div>
          <b>{view.stats.lastN.label || '—'}</b>近期战绩
        </div>
        <div>
          <b>{percentLabel(view.stats.roi)}</b>回报率（ROI）
        </div>
      </div>
    );

  return (
    <AiLayout title="模型说明">
      <article className="ai-doc">
        <h2>模型如何工作</h2>
        <p>赛前模型观点完全由公开指数推算，不含人工判断：</p>
        <ul>
          <li>
            胜平负概率：取主流公司欧赔，按 1/赔率 计算隐含概率，再按比例去除公司抽水（三项之和为 100%）。
          </li>
          <li>
            预期进球：以大小球盘口与去水后的大球概率，求出使“进球数超过盘口”概率相等的泊松分布均值，作为全场预期总进球；再按亚盘让球数在主客队之间分配。
          </li>
          <li>
            模型推荐：在去水概率基础上按两队联赛排名差做小幅修正，与亚盘盘口比较后选择更有价值的一方，每天自动发布在
            <Link to="/arena">竞技场</Link>，与所有用户的推荐一样结算和排名。
          </li>
        </ul>
        <h2>提醒何时发出</h2>
        <ul>
          <li>开赛、进球（比分上升；VAR 取消进球不提醒）、红牌、半场结束、完场。</li>
          <li>
            指数大变：亚盘或大小球盘口变动达到 {ODDS_LINE_MOVE}{' '}
            球，或任一水位/赔率相对上次提醒时的数值变动达到 {ODDS_PRICE_MOVE * 100}% 。
          </li>
          <li>
            赛前模型观点：开赛前30分钟发给订阅了该场比赛、参赛球队或所属联赛并勾选该项的用户，每场只发一次；在此之后才订阅的未开赛比赛立即发送。
          </li>
          <li>
            篮球：开赛、单节结束（第一、三节，以及比分持平进入加时的第四节或加时）、半场结束、完场；指数大变为让分盘口变动达到{' '}
            {BASKETBALL_SPREAD_MOVE} 分、总分盘口变动达到 {BASKETBALL_TOTAL_MOVE} 分，或水位/赔率变动达到{' '}
            {ODDS_PRICE_MOVE * 100}% 。
          </li>
        </ul>
        <h2>模型战绩</h2>
        <p>以下为竞技场中“模型推荐”账户已结算推荐的真实战绩（按亚盘结算，回报率按每场 1 单位计算）。</p>
        {record}
        <p className="ai-note">历史战绩不代表未来表现，模型观点仅供参考，不构成任何投注建议。</p>
      </article>
    </AiLayout>
  );
}
