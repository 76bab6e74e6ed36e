import type { NoticeTarget } from '@kuyi/shared';

/**
 * Where pressing a notice goes ([NT5]): the post (on a reply's floor: the detail page turns to its page and
 * shows it), the pick, the bill, or nowhere (null).
 */
export function noticeHref(t: NoticeTarget): string | null {
  switch (t.type) {
    case 'post':
      return t.floor ? `/forumdetail/${t.postId}?floor=${t.floor}` : `/forumdetail/${t.postId}`;
    case 'pick':
      return `/blank/arena/recommeDetail?id=${t.pickId}`;
    case 'bill':
      return '/userarea/mybill?coin=qiubi';
    case 'none':
      return null;
  }
}
