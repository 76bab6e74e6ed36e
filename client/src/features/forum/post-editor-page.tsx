import { FORUM_LIMITS, FORUM_MSG, type ForumPostDetail } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { newRequestId } from '../../lib/request-id.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { LoginPrompt } from '../auth/components/login-required.tsx';
import { useLoginState } from '../auth/hooks/use-login-state.ts';
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
import { safeHtml } from './safe-html.ts';
import { useLoad } from './use-load.ts';
import './forum.css';

/** A fresh key per draft: a double click or a retried request creates one post (the server dedupes it). */
const newKey = newRequestId;

/** The visible text of the editor's HTML, to refuse an empty post before sending. */
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** /post (spec §2): write a post; /post?edit=<id> ([F16]): its author edits title, content and images. */
export default function PostEditorPage() {
  const editing = useSearchParams()[0].get('edit');
  useDocumentTitle(editing === null ? '发帖' : '编辑帖子');
  const login = useLoginState();
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  // Once the form is open it stays mounted: a login lost mid-draft (logout in another tab, a 401 on 发布)
  // used to swap it for the prompt, and the title, content, images and red envelope were gone.
  const [formOpened, setFormOpened] = useState(false);
  if (login === 'user' && !formOpened) setFormOpened(true);
  if (formOpened || login === 'user')
    return editing === null ? <PostForm /> : <EditLoader id={Number(editing)} />;
  if (login === 'restoring') return <p className="forum-note">加载中…</p>;
  return (
    <div className="forum-editor-page">
      <h1>{editing === null ? '发帖' : '编辑帖子'}</h1>
      <p className="forum-note">
        登录后才能{editing === null ? '发帖' : '编辑帖子'}。
        <button type="button" className="btn btn-primary btn-sm" onClick={() => showLogin(true)}>
          登录
        </button>
      </p>
    </div>
  );
}

/** Reads the post to edit; only its author gets the form (the gateway refuses anyone else too). */
function EditLoader({ id }: { id: number }) {
  const me = useAtomValue(userInfoAtom);
  const valid = Number.isInteger(id) && id > 0;
  const [state] = useLoad(`edit:${id}`, () =>
    valid ? forumApi.post(id) : Promise.resolve({ ok: false as const, code: 404, msg: FORUM_MSG.postGone }),
  );
  if (state.status === 'loading') return <p className="forum-note">加载中…</p>;
  // No user is a login lost while editing (the page opens this only after a login): the form stays for them.
  const problem =
    state.status === 'error'
      ? state.msg
      : me !== null && me.id !== state.data.author.id
        ? FORUM_MSG.notYourPost
        : null;
  if (state.status === 'error' && state.retry)
    return (
      <div className="forum-editor-page">
        <h1>编辑帖子</h1>
        <LoadError msg={`帖子加载失败：${state.msg}`} onRetry={state.retry} />
      </div>
    );
  if (problem !== null || state.status !== 'ready')
    return (
      <div className="forum-editor-page">
        <h1>编辑帖子</h1>
        <p className="forum-note forum-error">{problem}</p>
      </div>
    );
  return <PostForm edit={state.data} />;
}

/** The form itself: a new post, or the author's edit of `edit` (area and red envelope fixed, [F16]). */
function PostForm({ edit }: { edit?: ForumPostDetail }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loggedIn = useLoginState() === 'user';
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [areas] = useLoad('areas:all', () => forumApi.areas(1, 50));
  const [areaId, setAreaId] = useState(edit ? String(edit.parentId) : (search.get('area') ?? ''));
  const [title, setTitle] = useState(edit?.title ?? '');
  const [initialHtml] = useState(() => (edit ? safeHtml(edit.content) : ''));
  const [content, setContent] = useState(initialHtml);
  const [images, setImages] = useState<string[]>(edit?.images ?? []);
  const [envelope, setEnvelope] = useState<RedEnvelopeValue>(emptyRedEnvelope);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState('');
  // A red-envelope problem is said once, in the red-envelope fields, not again above 发布.
  const [envelopeError, setEnvelopeError] = useState<string | null>(null);
  const onUploading = useCallback((b: boolean) => setUploading(b), []);
  // Shown beside the amount, and an amount above it refused before sending (the gateway says 余额不足 too).
  // Not read while logged out: the 401 would say nothing new; logging in again reads it afresh.
  const balance = useQiubiBalance(envelope.isMoneyReward !== '' && loggedIn);

  const check = (): string | null => {
    if (!areaId) return FORUM_MSG.areaRequired;
    if (!title.trim()) return FORUM_MSG.titleRequired;
    if (title.trim().length > FORUM_LIMITS.titleMax) return FORUM_MSG.titleTooLong;
    if (!textOf(content) && images.length === 0) return FORUM_MSG.contentRequired;
    if (content.length > FORUM_LIMITS.contentMaxChars) return FORUM_MSG.contentTooLong;
    return null;
  };

  /** The red envelope's problem; 余额不足 only if a fresh read says so too (a recharge in another tab). */
  const checkEnvelope = async (): Promise<string | null> => {
    const fieldsProblem = redEnvelopeError(envelope);
    if (fieldsProblem || redEnvelopeError(envelope, balance.value) === null) return fieldsProblem;
    return redEnvelopeError(envelope, await balance.refresh());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!loggedIn) return showLogin(true);
    const problem = check();
    setError(problem ?? '');
    setEnvelopeError(null);
    if (problem) return;
    setBusy(true);
    const envelopeProblem = edit ? null : await checkEnvelope();
    if (envelopeProblem) {
      setBusy(false);
      return setEnvelopeError(envelopeProblem);
    }
    const res = edit
      ? await forumApi.update({ id: edit.id, title: title.trim(), content, imageList: images })
      : await forumApi.insert(
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
    // Replace the editor: Back from the new post goes to where the fan came from, not to an empty form.
    navigate(`/forumdetail/${res.data.id}`, { replace: true });
  };

  return (
    <form
      className="forum-editor-page"
      aria-label={edit ? '编辑帖子' : '发帖'}
      onSubmit={(e) => void submit(e)}
    >
      <h1>{edit ? '编辑帖子' : '发帖'}</h1>
      <LoginPrompt
        className="forum-note"
        text={`当前未登录，登录后即可${edit ? '保存' : '发布'}，已填写的内容会保留。`}
        primary
      />
      <label className="forum-field">
        <span>专区</span>
        <select
          value={areaId}
          onChange={(e) => setAreaId(e.target.value)}
          aria-label="专区"
          disabled={edit !== undefined}
        >
          <option value="">请选择专区</option>
          {edit && <option value={edit.parentId}>{edit.areaName}</option>}
          {!edit &&
            areas.status === 'ready' &&
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
        <RichTextEditor onChange={setContent} initialHtml={initialHtml} />
      </div>
      <EditorImages images={images} onChange={setImages} onUploading={onUploading} />
      {edit ? (
        edit.isMoneyReward && <p className="forum-note">红包与悬赏发布后不能修改</p>
      ) : (
        <RedEnvelopeFields
          value={envelope}
          onChange={(next) => {
            setEnvelope(next);
            setEnvelopeError(null);
          }}
          balance={balance.value}
          submitError={envelopeError}
        />
      )}
      {error && (
        <p className="forum-error" role="alert">
          {error}
        </p>
      )}
      <div className="forum-editor-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || uploading || !loggedIn}>
          {busy ? (edit ? '保存中…' : '发布中…') : uploading ? '图片上传中…' : edit ? '保存' : '发布'}
        </button>
      </div>
    </form>
  );
}
