import type { ArenaPick } from '@kuyi/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { kickoffText } from '../arena-labels.ts';
import { LoadedView } from '../components/loaded.tsx';
import { PickCard } from '../components/pick-card.tsx';
import { PublishForm } from '../components/publish-form.tsx';

/** 发布推荐: today's matches that have not kicked off and have odds; choosing one opens the form. */
export default function ForecastTab() {
  const [params, setParams] = useSearchParams();
  const matchId = params.get('matchId');
  // Read once, the list kept matches that kicked off while the page stood open: a closed one re-reads it.
  const { state, reload } = useApi(() => arenaApi.hostMatches(), 'host');
  const [published, setPublished] = useState<ArenaPick | null>(null);
  const formRef = useRef<HTMLElement>(null);
  // On a phone the form sits under the 560px match list: a tap on a match only lit it up, the form out of
  // sight below. Bring the form up when its top is off the screen; on a desktop it stands beside the list.
  useEffect(() => {
    const form = formRef.current;
    if (!matchId || !form) return;
    if (form.getBoundingClientRect().top > window.innerHeight - 120)
      form.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [matchId]);
  return (
    <div className="arena-forecast">
      <section className="arena-forecast-matches">
        <h2 className="arena-h">选择比赛</h2>
        <LoadedView state={state}>
          {(matches) =>
            matches.length === 0 ? (
              <p className="arena-empty">今日暂无未开赛且有盘口的比赛</p>
            ) : (
              <ul className="arena-match-list">
                {matches.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className={m.id === matchId ? 'active' : ''}
                      onClick={() => {
                        setPublished(null);
                        setParams({ matchId: m.id });
                      }}
                    >
                      <span className="arena-league">{m.leagueName}</span> {kickoffText(m.kickoff)}{' '}
                      {m.homeName} vs {m.awayName}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadedView>
      </section>
      <section className="arena-forecast-form" ref={formRef}>
        {published ? (
          <>
            <p className="arena-hint">发布成功，推荐已锁定：</p>
            <PickCard pick={published} />
          </>
        ) : matchId ? (
          <PublishForm key={matchId} matchId={matchId} onPublished={setPublished} onClosed={reload} />
        ) : (
          <p className="arena-empty">请先在左侧选择一场比赛</p>
        )}
      </section>
    </div>
  );
}
