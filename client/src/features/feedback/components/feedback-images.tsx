import { FEEDBACK_MAX_IMAGES, MSG } from '@kuyi/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { uploadImage } from '../api/submit-feedback.ts';

type Update = (list: string[]) => string[];

/**
 * The feedback form's images (spec §5: at most 5): uploads what is picked, keeping as many as still fit
 * when too many are picked at once, and shows each kept image as a thumbnail with a remove button
 * (issue 11 bug 2: picking 6 used to drop all of them without a word of what was kept).
 */
export default function FeedbackImages({
  images,
  onChange,
  onUploading,
}: {
  images: readonly string[];
  onChange: (update: Update) => void;
  /** Told whether uploads are still out, so the form waits for them before submitting. */
  onUploading: (busy: boolean) => void;
}) {
  const [uploading, setUploading] = useState(0);
  useEffect(() => onUploading(uploading > 0), [uploading, onUploading]);
  // An upload that answers after the modal closed must not add to the next, empty form.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const room = FEEDBACK_MAX_IMAGES - images.length - uploading;

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.target.files ?? [])];
    // Cleared so picking the same file again (after removing it) still fires a change.
    e.target.value = '';
    if (picked.length === 0) return;
    const kept = picked.slice(0, Math.max(0, room));
    if (kept.length < picked.length) showToast(MSG.feedbackTooManyImages, 'error');
    setUploading((n) => n + kept.length);
    for (const file of kept) {
      const res = await uploadImage(file);
      if (!alive.current) return;
      setUploading((n) => n - 1);
      if (res.ok) onChange((list) => [...list, res.data]);
      else showToast(res.msg, 'error');
    }
  };

  return (
    <div className="field feedback-images">
      <span>
        上传图片（{images.length}/{FEEDBACK_MAX_IMAGES}）
      </span>
      <ul className="feedback-thumbs" aria-label="已选图片">
        {images.map((src, i) => (
          <li key={src} className="feedback-thumb">
            <img src={src} alt={`图片${i + 1}`} />
            <button
              type="button"
              className="feedback-thumb-remove"
              aria-label={`删除图片${i + 1}`}
              onClick={() => onChange((list) => list.filter((s) => s !== src))}
            >
              ×
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li key={i} className="feedback-thumb loading">
            上传中…
          </li>
        ))}
        {room > 0 && (
          <li className="feedback-thumb add">
            <label>
              <span aria-hidden="true">＋</span>
              <span className="feedback-add-text">添加图片</span>
              <input type="file" accept="image/*" multiple onChange={(e) => void onPick(e)} />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
