/** The head cells of a finished game seen as 主队 v 客队, shared by the football and basketball games tables. */
export default function ScoreHeadCells() {
  return (
    <>
      <th>日期</th>
      <th>主队</th>
      <th>比分</th>
      <th>客队</th>
      <th>胜负</th>
    </>
  );
}
