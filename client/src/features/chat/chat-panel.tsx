import {
  CHAT_LIMITS,
  CHAT_MSG,
  type ChatMessage,
  chatChannel,
  cleanChatText,
  containsLink,
  type Sport,
} from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LiveTransport } from '../../lib/live/live-transport.ts';
import { useChannel } from '../../lib/live/use-channel.ts';
import { displayZone } from '../../lib/time/display-zone.ts';
import { showToast } from '../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import ConfirmDialog from '../auth/components/confirm-dialog.tsx';
import { LoginPrompt } from '../auth/components/login-required.tsx';
import { chatApi } from './api/chat-api.ts';
import { chatMessages } from './chat-messages.ts';
import { chatTimeLabel } from './chat-time.ts';
import './chat.css';

/** One line: the author's profile tags (spec §3: level, lvimg, color, isVip, isAdmin), name, time, text. */
function ChatLine({
  m,
  canDelete,
  deleting,
  onDelete,
}: {
  m: ChatMessage;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (m: ChatMessage) => void;
}) {
  return (
    <li className="chat-line" data-testid="chat-message" data-id={m.id}>
      <div className="chat-meta">
        <span
          className="chat-level"
          style={{ background: m.color }}
          title={m.rankName}
          data-testid="chat-level"
        >
          Lv{m.level}
        </span>
        {m.isVip && <span className="chat-tag chat-vip">VIP</span>}
        {m.isAdmin && <span className="chat-tag chat-admin">管理员</span>}
        <span className="chat-name" style={{ color: m.color }}>
          {m.userName}
        </span>
        <time className="chat-time" dateTime={new Date(m.createdAt).toISOString()}>
          {/* Lines are stamped on the gateway's wall clock, not the score centre's (a replayed or sped-up day). */}
          {chatTimeLabel(m.createdAt, Date.now(), displayZone())}
        </time>
        {canDelete && (
          <button
            type="button"
            className="chat-delete"
            aria-label={`删除 ${m.userName} 的消息`}
            disabled={deleting}
            onClick={() => onDelete(m)}
          >
            {deleting ? '删除中…' : '删除'}
          </button>
        )}
      </div>
      {/* Plain text: React escapes it, so markup a user typed shows as typed. */}
      <p className="chat-text">{m.content}</p>
    </li>
  );
}

/**
 * The match chat (issue 15) on football and basketball match pages: reads `chat:{sport}:{id}` through the
 * page's live connection (snapshot, then patches; a deletion is a patch that drops the line), posts over
 * REST. Visitors read and get a login prompt; administrators get a delete button on every line.
 */
export function ChatPanel({
  sport,
  matchId,
  transport,
}: {
  sport: Sport;
  matchId: string;
  transport?: LiveTransport;
}) {
  const view = useChannel(chatChannel(sport, matchId), transport);
  const isLogin = useAtomValue(isLoginAtom);
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  /** Why the last send was refused ([C4]–[C6]), here or by the gateway; shown under the input. */
  const [error, setError] = useState<string>();
  const errorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const messages = useMemo(() => (view.kind === 'live' ? chatMessages(view.state) : []), [view]);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    // Follow the newest line, as every live chat does.
    const list = listRef.current;
    if (list && lastId !== undefined) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = cleanChatText(text);
    if (!content) return setError(CHAT_MSG.contentRequired);
    if (content.length > CHAT_LIMITS.contentMax) return setError(CHAT_MSG.contentTooLong);
    if (containsLink(content)) return setError(CHAT_MSG.noLinks);
    setError(undefined);
    setBusy(true);
    // The box empties as the line goes, so the fan can type the next one meanwhile (clearing it at the answer
    // wiped what was typed during the send); a refused line comes back unless something new was typed.
    setText('');
    const res = await chatApi.send(sport, matchId, content);
    setBusy(false);
    if (!res.ok) {
      setText((now) => (now === '' ? text : now));
      if (res.code === 401) showLogin(true);
      return setError(res.msg);
    }
  };

  // Deleting is for good: it asks first, and the line's button waits for the answer (a second click would
  // only say 消息不存在 after the first one worked).
  const [asking, setAsking] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = async (m: ChatMessage) => {
    setAsking(null);
    setDeleting(m.id);
    const res = await chatApi.remove(m.id);
    setDeleting(null);
    showToast(res.msg, res.ok ? 'success' : 'error');
  };

  const isAdmin = isLogin && me?.isAdmin === true;
  return (
    <section className="fm-panel chat-panel" aria-label="聊天室" data-testid="chat-panel">
      <h2 className="fm-panel-title">聊天室</h2>
      {view.kind === 'loading' && (
        <p className="chat-state" role="status">
          聊天加载中…
        </p>
      )}
      {view.kind === 'refused' && (
        <p className="chat-state error" role="status">
          {view.message}
        </p>
      )}
      {view.kind === 'live' && messages.length === 0 && (
        <p className="chat-state" data-testid="chat-empty">
          {CHAT_MSG.emptyChat}
        </p>
      )}
      {messages.length > 0 && (
        <ol className="chat-list" ref={listRef} aria-live="polite">
          {messages.map((m) => (
            <ChatLine
              key={m.id}
              m={m}
              canDelete={isAdmin}
              deleting={deleting === m.id}
              onDelete={setAsking}
            />
          ))}
        </ol>
      )}
      {isLogin ? (
        <>
          <form className="chat-form" onSubmit={(e) => void submit(e)} aria-label="发送聊天">
            <input
              className="chat-input"
              value={text}
              maxLength={CHAT_LIMITS.contentMax}
              placeholder="说点什么吧…"
              aria-label="聊天内容"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
            />
            <span className="chat-count">
              {text.length}/{CHAT_LIMITS.contentMax}
            </span>
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              {busy ? '发送中…' : '发送'}
            </button>
          </form>
          {error && (
            <p className="chat-error" role="alert" id={errorId}>
              {error}
            </p>
          )}
        </>
      ) : (
        <LoginPrompt className="chat-login" text="登录后参与聊天。" />
      )}
      {asking && (
        <ConfirmDialog
          text={`确定删除 ${asking.userName} 的这条消息吗？`}
          onOk={() => void remove(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
