/**
 * The forum pager's note on deep lists. The gateway serves a post list's first FORUM_LIMITS.postListMaxRows
 * posts (shared maxPostPage: 500 pages of 20) and refuses deeper pages, so the pager never offers one and an
 * address past it (/forum/2/9999) opens the last page served. A list's `total` stays the real count.
 */
export { maxPostPage } from '@kuyi/shared';

/** Said under a pager whose list holds more pages than are served. */
export const deepPagesNote = (maxPage: number): string => `仅显示前${maxPage}页`;
