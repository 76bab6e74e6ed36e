import type { Sport } from '@kuyi/shared';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useEscapeKey } from '../../../lib/use-escape-key.ts';
import { excludedLeaguesAtom } from '../atoms/row-prefs-atoms.ts';
import { includeLeagues, invertLeagues } from '../model/restore-prefs.ts';

interface League {
  leagueId: string;
  name: string;
  color: string;
  count: number;
}

/** 赛事选择: tick the leagues to show (titan007's league filter), with select-all and invert. */
export default function LeagueFilter({ sport, leagues }: { sport: Sport; leagues: readonly League[] }) {
  const [open, setOpen] = useState(false);
  const [bySport, setBySport] = useAtom(excludedLeaguesAtom);
  useEscapeKey(open, () => setOpen(false));
  const off = new Set(bySport[sport]);
  const shown = leagues.filter((l) => !off.has(l.leagueId)).length;
  const ids = leagues.map((l) => l.leagueId);
  const setExcluded = (ids: string[]) => setBySport((all) => ({ ...all, [sport]: ids }));
  const toggle = (id: string) => setExcluded(off.has(id) ? [...off].filter((x) => x !== id) : [...off, id]);
  return (
    <div className="popover-wrap">
      <button type="button" className="tool-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        赛事选择（{shown}/{leagues.length}）
      </button>
      {open && (
        <div className="popover league-filter" role="dialog" aria-label="赛事选择">
          <div className="popover-actions">
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setExcluded(includeLeagues([...off], ids))}
            >
              全选
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setExcluded(invertLeagues([...off], ids))}
            >
              反选
            </button>
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(false)}>
              确定
            </button>
          </div>
          <div className="league-grid">
            {leagues.map((l) => (
              <label key={l.leagueId} className="league-option">
                <input type="checkbox" checked={!off.has(l.leagueId)} onChange={() => toggle(l.leagueId)} />
                <i style={{ background: l.color }} />
                {l.name}
                <span className="muted">{l.count}</span>
              </label>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
