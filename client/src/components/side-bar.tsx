import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { isFeedbackOpenAtom } from '../features/feedback/atoms/feedback-atoms.ts';
import { scrollToTop } from '../lib/scroll-to-top.ts';

/** Spec §2 floating side bar: app download, feedback, back to top. */
export default function SideBar() {
  const openFeedback = useSetAtom(isFeedbackOpenAtom);
  return (
    <aside className="side-bar" aria-label="快捷工具">
      <Link className="side-item" to="/download/">
        <span className="side-icon" aria-hidden>
          ⇩
        </span>
        APP下载
      </Link>
      <button type="button" className="side-item" onClick={() => openFeedback(true)}>
        <span className="side-icon" aria-hidden>
          ✎
        </span>
        意见反馈
      </button>
      <button type="button" className="side-item" onClick={() => scrollToTop()}>
        <span className="side-icon" aria-hidden>
          ↑
        </span>
        返回顶部
      </button>
    </aside>
  );
}
