/** The news routes of spec §2: /newsMore/:page?, /newsDou/:type?/:page?, /newsMoreInfo/:id?, /news/:id?. */
export const newsPath = (id: number) => `/newsMoreInfo/${id}`;
export const newsListPath = (page = 1) => (page > 1 ? `/newsMore/${page}` : '/newsMore');
export const newsTypePath = (type: number, page = 1) =>
  page > 1 ? `/newsDou/${type}/${page}` : `/newsDou/${type}`;
export const NEWS_EDIT_PATH = '/news/edit';
