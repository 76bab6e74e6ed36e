import { ODDS_MARKET_LABEL, type Sport } from '@kuyi/shared';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { TIME_ZONE_OPTIONS } from '../../../lib/time/display-zone.ts';
import { useEscapeKey } from '../../../lib/use-escape-key.ts';
import {
  type DisplaySettings,
  type MusicSetting,
  musicAtom,
  type PanSettings,
  panAtom,
  settingAtom,
  timeZoneAtom,
} from '../../../state/settings-atoms.ts';
import { playGoalSound } from '../model/goal-sound.ts';

/** `footballOnly`: cards and goal popups have no basketball counterpart; its table ignores them. */
const FLAGS: { key: keyof DisplaySettings; label: string; footballOnly?: true }[] = [
  { key: 'rank', label: '显示排名' },
  { key: 'red', label: '显示红牌', footballOnly: true },
  { key: 'yellow', label: '显示黄牌', footballOnly: true },
  { key: 'goal', label: '进球提示', footballOnly: true },
  { key: 'odds', label: '显示指数' },
  { key: 'history', label: '显示数据' },
];
/** The markets in each sport's words, as its table's column heads read. */
const MARKET_LABEL: Record<Sport, Record<keyof PanSettings, string>> = {
  football: ODDS_MARKET_LABEL,
  basketball: { ya: '让分', da: '总分', ou: '独赢' },
};
const MUSIC: { value: MusicSetting; label: string }[] = [
  { value: 1, label: '哨声' },
  { value: 2, label: '铃声' },
  { value: 0, label: '静音' },
];

/**
 * 设置: the spec §3 `pan`, `setting` and `music` settings, and the kick-off clock ([T1]), saved with the store.
 * On basketball it offers what its table uses: the markets as 让分/总分/独赢, no cards, goal popups or sound.
 */
export default function SettingsPanel({ sport = 'football' }: { sport?: Sport }) {
  const [open, setOpen] = useState(false);
  const [pan, setPan] = useAtom(panAtom);
  const [setting, setSetting] = useAtom(settingAtom);
  const [music, setMusic] = useAtom(musicAtom);
  const [zone, setZone] = useAtom(timeZoneAtom);
  useEscapeKey(open, () => setOpen(false));
  return (
    <div className="popover-wrap">
      <button type="button" className="tool-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        设置
      </button>
      {open && (
        <div className="popover settings-panel" role="dialog" aria-label="设置">
          <div className="settings-group">
            <span className="settings-title">指数</span>
            {(Object.keys(ODDS_MARKET_LABEL) as (keyof PanSettings)[]).map((k) => (
              <label key={k}>
                <input type="checkbox" checked={pan[k]} onChange={() => setPan({ ...pan, [k]: !pan[k] })} />
                {MARKET_LABEL[sport][k]}
              </label>
            ))}
          </div>
          <div className="settings-group">
            <span className="settings-title">显示</span>
            {FLAGS.filter((f) => sport === 'football' || !f.footballOnly).map((f) => (
              <label key={f.key}>
                <input
                  type="checkbox"
                  checked={setting[f.key]}
                  onChange={() => setSetting({ ...setting, [f.key]: !setting[f.key] })}
                />
                {f.label}
              </label>
            ))}
          </div>
          {sport === 'football' && (
            <div className="settings-group">
              <span className="settings-title">进球声音</span>
              {MUSIC.map((m) => (
                <label key={m.value}>
                  <input
                    type="radio"
                    name="music"
                    checked={music === m.value}
                    onChange={() => {
                      setMusic(m.value);
                      playGoalSound('home', m.value);
                    }}
                  />
                  {m.label}
                </label>
              ))}
            </div>
          )}
          <div className="settings-group">
            <span className="settings-title">时区</span>
            <label>
              开赛时间
              <select aria-label="时区" value={zone} onChange={(e) => setZone(e.target.value)}>
                {TIME_ZONE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <span className="settings-hint">“今天”和日期按北京时间划分</span>
          </div>
          <div className="popover-actions">
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(false)}>
              确定
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
