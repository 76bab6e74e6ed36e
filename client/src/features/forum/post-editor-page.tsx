import { FORUM_LIMITS, FORUM_MSG } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isLoginAtom, isShowLoginBoxAtom } from '../../state/user-atoms.ts';
import {
  emptyRedEnvelope,
  RedEnvelopeFields,
  type RedEnvelopeValue,
  redEnvelopeError,
  redEnvelopePayload,
} from '../redenvelope/red-envelope-fields.tsx';
import { useQiubiBalance } from '../redenvelope/use-qiubi-balance.ts';
import { forumApi } from './api/forum-api.ts';
import { EditorImages } from './components/editor-images.tsx';
import { RichTextEditor } from './components/rich-text-editor.tsx';
import { useLoad } from './use-load.ts';
import './forum.css';

/** A fresh key per draft: a double click or a retried request creates one post (the server dedupes it). */
const newKey = () => crypto.randomUUID();

/** The visible text of the editor's HTML, to refuse an empty post before sending. */
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** /post (spec §2): write a post in an area, with formatting, up to 9 images and an optional red envelope. */
export default function PostEditorPage() {
  useDocumentTitle('发帖');
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [areas] = useLoad('areas:all', () => forumApi.areas(1, 50));
  const [areaId, setAreaId] = useState(search.get('area') ?? '');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [envelope, setEnvelope] = useState<RedEnvelopeValue>(emptyRedEnvelope);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState('');
  const onUploading = useCallback((b: boolean) => setUploading(b), []);
  // Shown beside the amount, and an amount above it refused before sending (the gateway says 余额不足 too).
  const balance = useQiubiBalance(isLogin && envelope.isMoneyReward !== '');

  if (!isLogin)
    return (
      <div className="forum-editor-page">
        <h1>发帖</h1>
        <p className="forum-note">
          登录后才能发帖。
          <button type="button" className="btn btn-primary btn-sm" onClick={() => showLogin(true)}>
            登录
          </button>
        </p>
      </div>
    );

  const check = (): string | null => {
    if (!areaId) return FORUM_MSG.areaRequired;
    if (!title.trim()) return FORUM_MSG.titleRequired;
    if (title.trim().length > FORUM_LIMITS.titleMax) return FORUM_MSG.titleTooLong;
    if (!textOf(content) && images.length === 0) return FORUM_MSG.contentRequired;
    if (content.length > FORUM_LIMITS.contentMaxChars) return FORUM_MSG.contentTooLong;
    return redEnvelopeError(envelope, balance);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    setError(problem ?? '');
    if (problem) return;
    setBusy(true);
    const res = await forumApi.insert(
      {
        title: title.trim(),
        content,
        parentId: Number(areaId),
        imageList: images,
        ...redEnvelopePayload(envelope),
      },
      key,
    );
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      // A refused post may be corrected and sent again as a new one.
      setKey(newKey());
      return showToast(res.msg, 'error');
    }
    showToast(res.msg, 'success');
    navigate(`/forumdetail/${res.data.id}`);
  };

  return (
    <form className="forum-editor-page" aria-label="发帖" onSubmit={(e) => void submit(e)}>
      <h1>发帖</h1>
      <label className="forum-field">
        <span>专区</span>
        <select value={areaId} onChange={(e) => setAreaId(e.target.value)} aria-label="专区">
          <option value="">请选择专区</option>
          {areas.status === 'ready' &&
            areas.data.list.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
        </select>
        {areas.status === 'error' && <small className="forum-error">专区加载失败：{areas.msg}</small>}
      </label>
      <label className="forum-field">
        <span>标题</span>
        <input
          value={title}
          maxLength={FORUM_LIMITS.titleMax}
          placeholder={`请输入标题（${FORUM_LIMITS.titleMax}字以内）`}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <div className="forum-field">
        <span>内容</span>
        <RichTextEditor onChange={setContent} />
      </div>
      <EditorImages images={images} onChange={setImages} onUploading={onUploading} />
      <RedEnvelopeFields value={envelope} onChange={setEnvelope} balance={balance} />
      {error && (
        <p className="forum-error" role="alert">
          {error}
        </p>
      )}
      <div className="forum-editor-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
          {busy ? '发布中…' : uploading ? '图片上传中…' : '发布'}
        </button>
      </div>
    </form>
  );
}
