import { monthLabel } from '../model/schedule-days.ts';

/** 上月 / the month select / 下月 over the months a season has games in. */
export default function MonthPicker({
  months,
  month,
  onChange,
}: {
  months: readonly string[];
  month: string;
  onChange: (month: string) => void;
}) {
  const at = months.indexOf(month);
  const prev = at > 0 ? months[at - 1] : undefined;
  const next = at >= 0 && at < months.length - 1 ? months[at + 1] : undefined;
  return (
    <div className="db-rounds">
      <button type="button" disabled={!prev} onClick={() => prev && onChange(prev)}>
        上月
      </button>
      <select aria-label="月份" value={month} onChange={(e) => onChange(e.target.value)}>
        {months.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m)}
          </option>
        ))}
      </select>
      <button type="button" disabled={!next} onClick={() => next && onChange(next)}>
        下月
      </button>
    </div>
  );
}
