import { FORUM_LIMITS, FORUM_MSG } from '@kuyi/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { forumApi } from '../api/forum-api.ts';

/** Up to 9 images, uploaded one by one as picked (checked by content on the server), shown as previews. */
export function EditorImages({
  images,
  onChange,
  onUploading,
}: {
  images: readonly string[];
  onChange: (update: (list: string[]) => string[]) => void;
  onUploading: (busy: boolean) => void;
}) {
  const [uploading, setUploading] = useState(0);
  useEffect(() => onUploading(uploading > 0), [uploading, onUploading]);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const room = FORUM_LIMITS.maxImages - images.length - uploading;

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.target.files ?? [])];
    e.target.value = '';
    const kept = picked.slice(0, Math.max(0, room));
    if (kept.length < picked.length) showToast(FORUM_MSG.tooManyImages, 'error');
    setUploading((n) => n + kept.length);
    for (const file of kept) {
      const res = await forumApi.uploadImage(file);
      if (!alive.current) return;
      setUploading((n) => n - 1);
      if (res.ok) onChange((list) => [...list, res.data]);
      else showToast(res.msg, 'error');
    }
  };

  return (
    <div className="forum-field">
      <span>
        图片（{images.length}/{FORUM_LIMITS.maxImages}）
      </span>
      <ul className="forum-thumbs" aria-label="已选图片">
        {images.map((src, i) => (
          <li key={src} className="forum-thumb">
            <img src={src} alt={`图片${i + 1}`} />
            <button
              type="button"
              className="forum-thumb-remove"
              aria-label={`删除图片${i + 1}`}
              onClick={() => onChange((list) => list.filter((s) => s !== src))}
            >
              ×
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li key={i} className="forum-thumb loading">
            上传中…
          </li>
        ))}
        {room > 0 && (
          <li className="forum-thumb add">
            <label>
              <span aria-hidden="true">＋</span>
              <span>添加图片</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                multiple
                onChange={(e) => void onPick(e)}
              />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
