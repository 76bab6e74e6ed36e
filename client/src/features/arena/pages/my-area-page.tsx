import { useAtomValue, useSetAtom } from 'jotai';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { ExpertView } from './expert-page.tsx';
import '../arena.css';

/** /forecastArea/userPersonal: my own recommender page (record, chart, picks) as others see it. */
export default function MyAreaPage() {
  const isLogin = useAtomValue(isLoginAtom);
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  if (!isLogin || !me)
    return (
      <div className="arena">
        <p className="arena-empty">
          登录后查看您的推荐主页。{' '}
          <button type="button" className="btn btn-primary" onClick={() => showLogin(true)}>
            登录
          </button>
        </p>
      </div>
    );
  return <ExpertView userId={Number(me.id)} />;
}
