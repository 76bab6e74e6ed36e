/** 上一轮 / the round select / 下一轮. */
export default function RoundPicker({
  round,
  rounds,
  onChange,
  labelOf = (r) => `第${r}轮`,
}: {
  round: number;
  rounds: number;
  onChange: (round: number) => void;
  /** A round's name (play-off rounds have their stage's). */
  labelOf?: (round: number) => string;
}) {
  return (
    <div className="db-rounds">
      <button type="button" disabled={round <= 1} onClick={() => onChange(round - 1)}>
        上一轮
      </button>
      <select aria-label="轮次" value={round} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: rounds }, (_, i) => i + 1).map((r) => (
          <option key={r} value={r}>
            {labelOf(r)}
          </option>
        ))}
      </select>
      <button type="button" disabled={round >= rounds} onClick={() => onChange(round + 1)}>
        下一轮
      </button>
    </div>
  );
}
