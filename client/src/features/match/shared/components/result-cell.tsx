/** A win / cover / over reads red, a loss / under green, a push grey (titan007's 盘路 colours). */
const TONE: Record<string, string> = {
  胜: 'win',
  平: 'push',
  负: 'loss',
  赢: 'win',
  赢半: 'win',
  走: 'push',
  输半: 'loss',
  输: 'loss',
  大: 'win',
  大半: 'win',
  小半: 'loss',
  小: 'loss',
};

/** One result cell in the games tables of both match pages (胜 / 负, 赢 / 走 / 输 …); none is a grey "-". */
export default function ResultCell({ value }: { value: string | null }) {
  return (
    <td>
      {value ? (
        <span className={`fm-r fm-r-${TONE[value] ?? 'push'}`}>{value}</span>
      ) : (
        <span className="muted">-</span>
      )}
    </td>
  );
}
