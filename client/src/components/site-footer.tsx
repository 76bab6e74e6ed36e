import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';

/** The ICP record number is set per deployment (it belongs to the operator, not the code). */
const ICP_TEXT: string = import.meta.env.VITE_ICP_TEXT ?? 'ICP备案信息以运营主体公示为准';

/** Spec §1 footer: what the site offers, the four links, copyright and ICP text. */
export default function SiteFooter() {
  return (
    <footer className="site-footer">
      <p className="footer-about">
        酷易体育为广大球迷提供快速、稳定的足球比分、篮球比分直播，以及赛程赛果、完场比分和联赛资料数据。
      </p>
      <nav className="footer-links" aria-label="页脚">
        <Link to={paths.about}>关于我们</Link>
        <Link to={paths.disclaimer}>免责声明</Link>
        <Link to={`${paths.about}#contact`}>联系我们</Link>
        <Link to={paths.privacy}>隐私政策</Link>
      </nav>
      <p className="footer-legal">
        Copyright © {new Date().getFullYear()} 酷易体育 版权所有 <span className="sep">|</span> {ICP_TEXT}
      </p>
      <p className="footer-legal muted">本站数据仅供参考，严禁用于任何非法用途。</p>
    </footer>
  );
}
