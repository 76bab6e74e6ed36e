import type { ForumAuthor } from '@kuyi/shared';
import { Link } from 'react-router-dom';

/** Avatar, nickname (always as text) and rank; links to the user's page. */
export function AuthorBadge({ author, size = 32 }: { author: ForumAuthor; size?: number }) {
  const style = { width: size, height: size };
  return (
    <Link to={`/user/${author.id}`} className="forum-author">
      {author.headImage ? (
        <img className="forum-avatar" src={author.headImage} alt="" style={style} />
      ) : (
        <span className="forum-avatar forum-avatar-empty" style={style} aria-hidden>
          {author.userName.slice(0, 1)}
        </span>
      )}
      <span className="forum-author-name">{author.userName}</span>
      <span className="forum-rank" style={{ color: author.rank.color }}>
        {author.rank.rankName}
      </span>
    </Link>
  );
}
