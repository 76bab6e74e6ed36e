import { useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isShowLoginBoxAtom } from '../../state/user-atoms.ts';
import { LoginRequired } from '../auth/components/login-required.tsx';
import { notifyOptedIn, setNotifyOptIn } from './reminder-store.ts';
import './ai.css';

const TABS = [
  ['/ai', '订阅比赛'],
  ['/ai/history', '历史提醒'],
  ['/ai/mine', '我的提醒'],
  ['/ai/explain', '模型说明'],
  ['/ai/aigreement', '服务协议'],
] as const;

/** The browser-notification switch: the permission prompt only ever follows this click ([AI4]). */
function NotifyButton() {
  const supported = typeof Notification !== 'undefined';
  const [on, setOn] = useState(() => supported && notifyOptedIn() && Notification.permission === 'granted');
  if (!supported) return null;
  const toggle = async () => {
    if (on) {
      setNotifyOptIn(false);
      setOn(false);
      showToast('已关闭浏览器通知', 'success');
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      showToast('浏览器未允许通知，请在浏览器设置中开启', 'error');
      return;
    }
    setNotifyOptIn(true);
    setOn(true);
    showToast('已开启浏览器通知', 'success');
  };
  return (
    <button type="button" className="btn ai-notify" onClick={() => void toggle()}>
      {on ? '关闭浏览器通知' : '开启浏览器通知'}
    </button>
  );
}

export function AiLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="ai">
      <nav className="ai-nav" aria-label="提醒服务">
        {TABS.map(([to, label]) => (
          <NavLink key={to} to={to} end>
            {label}
          </NavLink>
        ))}
        <NotifyButton />
      </nav>
      <h1 className="ai-h">{title}</h1>
      {children}
    </section>
  );
}

/** What a logged-out visitor sees where their own data would be. */
export function LoginFirst({ what }: { what: string }) {
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  return (
    <LoginRequired className="ai-state">
      <div className="ai-state">
        登录后即可{what}。
        <button type="button" className="btn" onClick={() => showLogin(true)}>
          登录
        </button>
      </div>
    </LoginRequired>
  );
}
