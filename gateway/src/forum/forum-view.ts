import type { ForumAuthor, ForumPost, ForumPostDetail, MoneyReward } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import { rankFor } from '../api/user-view.ts';
import { users } from '../db/schema.ts';
import { forumAreas, forumPosts } from './schema.ts';

/** The author columns every forum query selects: the nickname, never the phone. */
export const authorColumns = {
  authorId: users.id,
  authorName: users.userName,
  authorHead: users.headImage,
  authorPoints: users.points,
};

export interface AuthorCols {
  authorId: number;
  authorName: string;
  authorHead: string;
  authorPoints: number;
}

export const toAuthor = (r: AuthorCols): ForumAuthor => ({
  id: String(r.authorId),
  userName: r.authorName,
  headImage: r.authorHead,
  rank: rankFor(r.authorPoints),
});

/** A post row as lists select it (no content). */
export const postColumns = {
  id: forumPosts.id,
  title: forumPosts.title,
  summary: forumPosts.summary,
  images: forumPosts.images,
  areaId: forumPosts.areaId,
  areaName: forumAreas.name,
  isMoneyReward: forumPosts.isMoneyReward,
  viewNum: forumPosts.viewNum,
  replyNum: forumPosts.replyNum,
  createdAt: forumPosts.createdAt,
  lastReplyAt: forumPosts.lastReplyAt,
  ...authorColumns,
};

export type PostListRow = AuthorCols & {
  id: number;
  title: string;
  summary: string;
  images: string[];
  areaId: number;
  areaName: string;
  isMoneyReward: number;
  viewNum: number;
  replyNum: number;
  createdAt: Date;
  lastReplyAt: Date;
};

const reward = (n: number): MoneyReward => (n === 1 ? '1' : n === 2 ? '2' : '');

export const toPost = (r: PostListRow): ForumPost => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  images: r.images,
  parentId: r.areaId,
  areaName: r.areaName,
  isMoneyReward: reward(r.isMoneyReward),
  author: toAuthor(r),
  viewNum: r.viewNum,
  replyNum: r.replyNum,
  createdAt: r.createdAt.toISOString(),
  lastReplyAt: r.lastReplyAt.toISOString(),
});

export const toPostDetail = (
  r: PostListRow & { content: string; editedAt: Date | null },
): ForumPostDetail => ({
  ...toPost(r),
  content: r.content,
  editedAt: r.editedAt?.toISOString() ?? null,
});

/** Accounts that were cancelled disappear from the forum's lists. */
export const liveAuthor = sql`${users.cancelledAt} is null`;
