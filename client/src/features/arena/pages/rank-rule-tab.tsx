import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { LoadedView } from '../components/loaded.tsx';

/** 排行规则: the arena's rules (getArenaRuleInfo) and notice (getArenaNoticeInfoNew). */
export default function RankRuleTab() {
  const rules = useApi(() => arenaApi.rules(), 'rules');
  const notice = useApi(() => arenaApi.notice(), 'notice');
  return (
    <article className="arena-rules">
      <LoadedView state={rules.state}>
        {(r) => (
          <>
            <h2 className="arena-h">{r.title}</h2>
            {r.sections.map((s) => (
              <section key={s.heading}>
                <h3>{s.heading}</h3>
                <ol>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </LoadedView>
      <LoadedView state={notice.state}>
        {(n) => (
          <section>
            <h3>{n.title}</h3>
            <p>{n.content}</p>
          </section>
        )}
      </LoadedView>
    </article>
  );
}
