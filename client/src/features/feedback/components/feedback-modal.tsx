import { FEEDBACK_TYPES, type FeedbackType, feedbackSchema, firstIssue, PHONE_LENGTH } from '@kuyi/shared';
import { useAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useEscapeKey } from '../../../lib/use-escape-key.ts';
import { useModalFocus } from '../../../lib/use-modal-focus.ts';
import FieldError from '../../auth/components/field-error.tsx';
import { submitFeedback } from '../api/submit-feedback.ts';
import { isFeedbackOpenAtom } from '../atoms/feedback-atoms.ts';
import FeedbackImages from './feedback-images.tsx';

/** The feedback modal (spec §3 fields, §5 limits). Closes on cancel or a successful submit. */
export default function FeedbackModal() {
  const [open, setOpen] = useAtom(isFeedbackOpenAtom);
  const [type, setType] = useState<FeedbackType>(FEEDBACK_TYPES[0]);
  const [detail, setDetail] = useState('');
  const [phone, setPhone] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setOpen(false);
    setType(FEEDBACK_TYPES[0]);
    setDetail('');
    setPhone('');
    setImages([]);
    setUploading(false);
    setError(undefined);
  };
  useEscapeKey(open, close);
  const box = useRef<HTMLFormElement>(null);
  useModalFocus(box, open);
  if (!open) return null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      feedbackDetail: detail,
      imgList: images,
      img: images.join(','),
      phone,
      feedbackType: type,
    };
    // [V13] the gateway's own rule: an empty form (no text, no image) is not sent; the message shows inline.
    const checked = feedbackSchema.safeParse(payload);
    if (!checked.success) return setError(firstIssue(checked.error));
    setError(undefined);
    setBusy(true);
    const res = await submitFeedback(payload);
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) close();
  };

  return (
    <div className="modal-mask">
      <form
        ref={box}
        className="modal feedback-modal"
        role="dialog"
        aria-modal="true"
        aria-label="意见反馈"
        onSubmit={onSubmit}
      >
        <h2 className="modal-title">意见反馈</h2>
        <fieldset className="feedback-types">
          <legend>反馈类型</legend>
          {FEEDBACK_TYPES.map((t) => (
            <label key={t} className={t === type ? 'chip active' : 'chip'}>
              <input type="radio" name="feedbackType" checked={t === type} onChange={() => setType(t)} />
              {t}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>问题描述</span>
          <textarea
            value={detail}
            onChange={(e) => {
              setDetail(e.target.value);
              setError(undefined);
            }}
            rows={5}
            placeholder="请描述您遇到的问题或建议"
          />
        </label>
        <FieldError message={error} />
        <FeedbackImages
          images={images}
          onChange={(next) => {
            setImages(next);
            setError(undefined);
          }}
          onUploading={setUploading}
        />
        <label className="field">
          <span>联系电话</span>
          <input
            value={phone}
            maxLength={PHONE_LENGTH}
            inputMode="numeric"
            onChange={(e) => setPhone(e.target.value)}
            placeholder="选填，方便我们联系您"
          />
        </label>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            取消
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
            提交
          </button>
        </div>
      </form>
    </div>
  );
}
