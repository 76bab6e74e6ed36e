/** football-data.co.uk asks for credit wherever its results and odds are shown (../shared/data/MANIFEST.md). */
export default function SourceCredit() {
  return (
    <p className="db-credit">
      历史赛季的赛果与亚盘、大小球终盘数据来自{' '}
      <a href="https://www.football-data.co.uk/" target="_blank" rel="noreferrer">
        football-data.co.uk
      </a>
      ；当前赛季未收录真实数据的联赛为模拟数据。
    </p>
  );
}
