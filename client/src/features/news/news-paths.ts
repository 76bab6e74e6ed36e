/** The news routes of spec §2: /newsMore/:page?, /newsDou/:type?/:page?, /newsMoreInfo/:id?, /news/:id?. */
export const newsPath = (id: number) => `/newsMoreInfo/${id}`;
/** [N1] `asOf`: the snapshot page 1 was read from, kept while paging; without it a list starts afresh. */
const withAsOf = (path: string, asOf?: string) =>
  asOf ? `${path}?${new URLSearchParams({ asOf }).toString()}` : path;
export const newsListPath = (page = 1, asOf?: string) =>
  withAsOf(page > 1 ? `/newsMore/${page}` : '/newsMore', asOf);
export const newsTypePath = (type: number, page = 1, asOf?: string) =>
  withAsOf(page > 1 ? `/newsDou/${type}/${page}` : `/newsDou/${type}`, asOf);
export const NEWS_EDIT_PATH = '/news/edit';
