import { NEWS_LIMITS, NEWS_MSG } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { LoginPrompt } from '../auth/components/login-required.tsx';
import { forumApi } from '../forum/api/forum-api.ts';
import { RichTextEditor } from '../forum/components/rich-text-editor.tsx';
import { useLoad } from '../forum/use-load.ts';
import { newsApi } from './api/news-api.ts';
import { AdminNewsList } from './components/admin-news-list.tsx';
import { newsPath } from './news-paths.ts';
import { beijingInputToIso } from './news-time.ts';
import './news.css';

const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/**
 * /news/edit: the admins' simple editor — title, column, cover image, formatted text, 头条 and an optional
 * publish time (scheduled articles appear from then). Everyone else is told it is for admins.
 */
export default function NewsEditorPage() {
  useDocumentTitle('发布资讯');
  const isLogin = useAtomValue(isLoginAtom);
  const user = useAtomValue(userInfoAtom);
  const navigate = useNavigate();
  const [types] = useLoad('news:types', () => newsApi.childTypes(0));
  const [title, setTitle] = useState('');
  const [childType, setChildType] = useState('');
  const [cover, setCover] = useState('');
  const [content, setContent] = useState('');
  const [isTop, setIsTop] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [listKey, setListKey] = useState(0);
  const [editorKey, setEditorKey] = useState(0);

  if (!isLogin)
    return (
      <div className="news-page">
        <h1>发布资讯</h1>
        <LoginPrompt className="news-note" text="请先登录管理员账号。" primary />
      </div>
    );
  if (!user?.isAdmin)
    return (
      <div className="news-page">
        <h1>发布资讯</h1>
        <p className="news-note news-error">{NEWS_MSG.adminOnly}</p>
      </div>
    );

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    const res = await forumApi.uploadImage(file);
    setUploading(false);
    if (!res.ok) return showToast(res.msg, 'error');
    setCover(res.data);
  };

  const check = (): string | null => {
    if (!title.trim()) return NEWS_MSG.titleRequired;
    if (!childType) return NEWS_MSG.badType;
    if (!cover) return NEWS_MSG.coverRequired;
    if (!textOf(content)) return NEWS_MSG.contentRequired;
    if (content.length > NEWS_LIMITS.contentMaxChars) return NEWS_MSG.contentTooLong;
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    setError(problem ?? '');
    if (problem) return;
    setBusy(true);
    const res = await newsApi.publish({
      title: title.trim(),
      childType: Number(childType),
      cover,
      content,
      isTop,
      publishAt: publishAt ? beijingInputToIso(publishAt) : null,
    });
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      return showToast(res.msg, 'error');
    }
    showToast(res.msg, 'success');
    if (Date.parse(res.data.publishAt) <= Date.now()) return navigate(newsPath(res.data.id));
    // Scheduled: the page stays, so the form starts empty; a second 发布 made the same article twice.
    setTitle('');
    setChildType('');
    setCover('');
    setContent('');
    setIsTop(false);
    setPublishAt('');
    setEditorKey((k) => k + 1);
    setListKey((k) => k + 1);
  };

  return (
    <div className="news-page">
      <form className="news-editor" aria-label="发布资讯" onSubmit={(e) => void submit(e)}>
        <h1>发布资讯</h1>
        <label className="news-field">
          <span>标题</span>
          <input
            value={title}
            maxLength={NEWS_LIMITS.titleMax}
            placeholder={`请输入标题（${NEWS_LIMITS.titleMax}字以内）`}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="news-field">
          <span>分类</span>
          <select aria-label="分类" value={childType} onChange={(e) => setChildType(e.target.value)}>
            <option value="">请选择分类</option>
            {types.status === 'ready' &&
              types.data.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </select>
        </label>
        <div className="news-field">
          <span>封面</span>
          <div>
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              aria-label="上传封面"
              onChange={(e) => void upload(e)}
            />
            {uploading && <small>上传中…</small>}
            {cover && <img className="news-cover" src={cover} alt="封面预览" />}
          </div>
        </div>
        <div className="news-field">
          <span>正文</span>
          {/* initialHtml: remounted (after a login the session's end forced), it shows the text it still holds. */}
          <RichTextEditor key={editorKey} initialHtml={content} onChange={setContent} />
        </div>
        <label className="news-field-inline">
          <input type="checkbox" checked={isTop} onChange={(e) => setIsTop(e.target.checked)} />
          设为头条
        </label>
        <label className="news-field">
          <span>定时发布（北京时间）</span>
          <input
            type="datetime-local"
            aria-label="定时发布"
            value={publishAt}
            onChange={(e) => setPublishAt(e.target.value)}
          />
          <small>留空则立即发布</small>
        </label>
        {error && (
          <p className="news-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
          {busy ? '发布中…' : '发布'}
        </button>
      </form>
      <AdminNewsList key={listKey} />
    </div>
  );
}
