import { Link } from 'react-router-dom';

/**
 * A route whose page a later release fills. It says plainly what will be here rather than showing
 * invented data.
 */
export default function ComingSoonPage({ title, text }: { title: string; text: string }) {
  return (
    <section className="page-card coming-soon">
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="muted">该页面正在建设中，敬请期待。</p>
      <p>
        <Link to="/football">查看足球即时比分</Link>
        <span className="sep">|</span>
        <Link to="/basketball">查看篮球即时比分</Link>
      </p>
    </section>
  );
}
