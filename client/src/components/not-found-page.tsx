import { Link } from 'react-router-dom';

/** Unknown paths (spec §2): the exact English text the spec gives, and a way home. */
export default function NotFoundPage() {
  return (
    <section className="page-card not-found">
      <h1>
        <span className="not-found-code">404</span>
        <span className="not-found-text">This page could not be found</span>
      </h1>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
