/**
 * The total a page answers with: the counted (possibly cached) one, held to what the page itself shows. A
 * short page is the list's end, so the total is exact; a full page means at least that many; an empty page
 * past the first, at most the rows before it. A total cached on this replica while another deleted the
 * area's last post said 1 over an empty page, which showed neither a post nor 暂无帖子. Used by the forum's
 * and the arena's cached list totals.
 */
export function pageTotal(counted: number, offset: number, rows: number, limit: number): number {
  if (rows > 0 && rows < limit) return offset + rows;
  if (rows === 0) return offset === 0 ? 0 : Math.min(counted, offset);
  return Math.max(counted, offset + rows);
}
