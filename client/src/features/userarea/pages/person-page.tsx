import { firstIssue, updateProfileSchema } from '@kuyi/shared';
import { type FormEvent, useEffect, useState } from 'react';
import LoadError from '../../../components/load-error.tsx';
import { showToast } from '../../../lib/toast.ts';
import FieldError from '../../auth/components/field-error.tsx';
import { userareaApi } from '../api/userarea-api.ts';
import { useMyInfo } from '../use-my-info.ts';

const SEXES = [
  ['0', '保密'],
  ['1', '男'],
  ['2', '女'],
] as const;

/** /userarea/person: avatar, user name, sex and signature. */
export default function PersonPage() {
  const { state, update, reload } = useMyInfo();
  const [form, setForm] = useState({ userName: '', signature: '', sex: '0', headImage: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // 保存 waits for a picked avatar: saved mid-upload, the profile kept the old one while the page showed the new.
  const [uploading, setUploading] = useState(false);
  const info = state.status === 'ready' ? state.info : null;
  useEffect(() => {
    if (info)
      setForm({
        userName: info.userName,
        signature: info.signature,
        sex: info.sex,
        headImage: info.headImage,
      });
  }, [info]);
  if (state.status === 'loading') return <p>加载中…</p>;
  if (state.status === 'error')
    return <LoadError msg={state.msg || '加载失败，请稍后再试'} onRetry={reload} />;

  const onAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const res = await userareaApi.uploadAvatar(file);
    setUploading(false);
    if (!res.ok) {
      showToast(res.msg, 'error');
      return;
    }
    setForm((f) => ({ ...f, headImage: res.data }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateProfileSchema.safeParse(form);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setError('');
    setBusy(true);
    const res = await userareaApi.updateById(parsed.data);
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) update(res.data);
  };

  return (
    <form className="userarea-form" aria-label="个人资料" onSubmit={onSubmit} noValidate>
      <h2>个人资料</h2>
      <div className="field">
        <span>头像</span>
        {form.headImage ? (
          <img className="big-avatar" src={form.headImage} alt="头像" />
        ) : (
          <span className="big-avatar avatar-empty">{form.userName.slice(0, 1)}</span>
        )}
        {/* Our own Chinese button: the browser's file control reads its own words ('Choose File …'). */}
        <label className="btn btn-sm avatar-pick">
          {uploading ? '头像上传中…' : form.headImage ? '更换头像' : '上传头像'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Cleared so the same picture can be picked again after a failed upload.
              e.target.value = '';
              void onAvatar(file);
            }}
          />
        </label>
      </div>
      <label className="field">
        <span>用户名</span>
        <input
          value={form.userName}
          maxLength={16}
          onChange={(e) => setForm({ ...form, userName: e.target.value })}
        />
      </label>
      <fieldset className="field">
        <legend>性别</legend>
        {SEXES.map(([value, label]) => (
          <label key={value} className="inline">
            <input
              type="radio"
              name="sex"
              checked={form.sex === value}
              onChange={() => setForm({ ...form, sex: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>个性签名</span>
        <textarea
          value={form.signature}
          maxLength={50}
          rows={3}
          onChange={(e) => setForm({ ...form, signature: e.target.value })}
        />
      </label>
      <FieldError message={error} />
      <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
        保存
      </button>
    </form>
  );
}
