import {
  BASKETBALL_STATE_LABEL,
  type BasketballMatch,
  type BasketballState,
  FOOTBALL_STATE_LABEL,
  type FootballMatch,
  type FootballState,
  formatKickoffTime,
  matchView,
  type ReminderSport,
  type ReminderSubscription,
} from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { matchPath } from '../../app/paths.ts';
import LoadError from '../../components/load-error.tsx';
import { useChannel } from '../../lib/live/use-channel.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { isLoginAtom, isShowLoginBoxAtom } from '../../state/user-atoms.ts';
import { AiLayout } from './ai-layout.tsx';
import { aiApi } from './api/ai-api.ts';
import { probabilitiesLabel } from './percent-label.ts';
import { SubscribePanel } from './subscribe-panel.tsx';
import { xgLabel } from './xg-label.ts';

const MAX_ROWS = 200;

type Row = FootballMatch | BasketballMatch;
const SPORT_LABEL: Record<ReminderSport, string> = { football: '足球', basketball: '篮球' };

/**
 * /ai: today's matches still to be played or in play, football or basketball ([AI9]); for football the model's
 * view (pre-match, or live with the score and the time left); a subscribe button on each.
 */
export default function AiIndexPage() {
  const [sport, setSport] = useState<ReminderSport>('football');
  const view = useChannel(`${sport}:list`);
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [subs, setSubs] = useState<ReminderSubscription[]>([]);
  /** Why my subscriptions could not be read: the 已订阅 marks would then all read 订阅, so the page says so. */
  const [subsError, setSubsError] = useState<string | null>(null);
  const [subsAttempt, setSubsAttempt] = useState(0);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    void subsAttempt;
    setSubsError(null);
    if (!isLogin) {
      setSubs([]);
      return;
    }
    const ctl = new AbortController();
    aiApi.subscriptions(ctl.signal).then(
      (res) => (res.ok ? setSubs(res.data) : setSubsError(res.msg)),
      () => {},
    );
    return () => ctl.abort();
  }, [isLogin, subsAttempt]);

  const rows = useMemo(() => {
    if (view.kind !== 'live') return [];
    return (Object.values(view.state) as unknown as Row[])
      .filter((m) => m.state >= 0)
      .sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id))
      .slice(0, MAX_ROWS);
  }, [view]);

  // [AI1] A row is followed through the match itself, either team or its league: a fan who chose 主队 sees
  // 已订阅 on the row, not the 订阅 they just used.
  const subscribed = (m: Row) =>
    subs.some(
      (s) =>
        (s.sport ?? 'football') === sport &&
        ((s.targetKind === 'match' && s.targetId === m.id) ||
          (s.targetKind === 'team' && (s.targetId === m.homeId || s.targetId === m.awayId)) ||
          (s.targetKind === 'league' && s.targetId === m.leagueId)),
    );
  const football = sport === 'football';
  const stateLabel = (m: Row) =>
    football
      ? (FOOTBALL_STATE_LABEL[m.state as FootballState] ?? '')
      : (BASKETBALL_STATE_LABEL[m.state as BasketballState] ?? '');

  const subsNotice = subsError && (
    <LoadError
      msg={`我的订阅读取失败（${subsError}），表中的订阅状态可能不准确。`}
      onRetry={() => setSubsAttempt((n) => n + 1)}
    />
  );
  let body: React.ReactNode;
  if (view.kind === 'loading') body = <div className="ai-state">正在加载今日比赛…</div>;
  else if (view.kind === 'refused') body = <div className="ai-state error">比赛加载失败：{view.message}</div>;
  else if (rows.length === 0) body = <div className="ai-state">今日暂无未完场的比赛</div>;
  else
    body = (
      <table className="ai-table ai-matches">
        <thead>
          <tr>
            <th className="ai-nowrap">赛事</th>
            <th className="ai-nowrap">时间</th>
            <th className="ai-nowrap">状态</th>
            <th>对阵</th>
            {football && <th>模型胜平负</th>}
            {football && <th>预期进球</th>}
            <th className="ai-nowrap">提醒</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => {
            // Live rows count the goals already in and the time left (shared's matchView), not only the odds.
            const model = football ? matchView(m as FootballMatch, serverNow()) : null;
            const p = model?.probabilities;
            return (
              <Fragment key={m.id}>
                <tr data-match={m.id}>
                  <td className="ai-nowrap ai-league" style={{ color: m.leagueColor }}>
                    {m.leagueName}
                  </td>
                  <td className="ai-nowrap ai-time">{formatKickoffTime(m.kickoff)}</td>
                  <td className="ai-nowrap ai-status">{stateLabel(m)}</td>
                  <td className="ai-teams">
                    <Link to={matchPath(sport, m.id)}>
                      {m.homeName}{' '}
                      <b className="ai-nowrap">{m.state === 0 ? 'vs' : `${m.homeScore}-${m.awayScore}`}</b>{' '}
                      {m.awayName}
                    </Link>
                  </td>
                  {model && (
                    <td className="ai-prob" data-label="模型胜平负">
                      {p ? probabilitiesLabel(p) : '—'}
                    </td>
                  )}
                  {model && (
                    <td className="ai-xg" data-label="预期进球">
                      {model.xg ? xgLabel(model.xg, m.state) : '—'}
                    </td>
                  )}
                  <td className="ai-nowrap ai-act">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      aria-label={`${subscribed(m) ? '已订阅' : '订阅'} ${m.homeName} vs ${m.awayName}`}
                      onClick={() => (isLogin ? setOpen(open === m.id ? null : m.id) : showLogin(true))}
                    >
                      {subscribed(m) ? '已订阅' : '订阅'}
                    </button>
                  </td>
                </tr>
                {open === m.id && (
                  <tr className="ai-panel-row">
                    <td colSpan={football ? 7 : 5}>
                      <SubscribePanel
                        sport={sport}
                        existing={subs}
                        choices={[
                          {
                            targetKind: 'match',
                            targetId: m.id,
                            targetName: `${m.homeName} vs ${m.awayName}`.slice(0, 40),
                            label: '本场比赛',
                          },
                          {
                            targetKind: 'team',
                            targetId: m.homeId,
                            targetName: m.homeName.slice(0, 40),
                            label: `主队 ${m.homeName}`,
                          },
                          {
                            targetKind: 'team',
                            targetId: m.awayId,
                            targetName: m.awayName.slice(0, 40),
                            label: `客队 ${m.awayName}`,
                          },
                          {
                            targetKind: 'league',
                            targetId: m.leagueId,
                            targetName: m.leagueName.slice(0, 40),
                            label: `联赛 ${m.leagueName}`,
                          },
                        ]}
                        onDone={(sub) => {
                          setOpen(null);
                          if (sub) setSubs((prev) => [sub, ...prev.filter((s) => s.id !== sub.id)]);
                        }}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <AiLayout title="提醒服务">
      <p className="ai-intro">
        订阅比赛、球队或联赛，开赛、进球、红牌、半场/完场、指数大变和赛前模型观点会实时提醒您；篮球提醒开赛、单节结束、半场、完场和指数大变。模型胜平负为欧赔去除抽水后的概率，预期进球由大小球与亚盘盘口推算。
      </p>
      <div className="ai-sports" role="tablist" aria-label="运动">
        {(['football', 'basketball'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={sport === s}
            className={`btn btn-sm${sport === s ? ' btn-primary' : ''}`}
            onClick={() => {
              setSport(s);
              setOpen(null);
            }}
          >
            {SPORT_LABEL[s]}
          </button>
        ))}
      </div>
      {subsNotice}
      {body}
    </AiLayout>
  );
}
