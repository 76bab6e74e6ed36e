import type { FeedbackType } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

/** Spec §3 feedback form as POSTed to /api/user/feedback/addFeedback (spec §7). */
export interface FeedbackPayload {
  feedbackDetail: string;
  imgList: string[];
  /** The uploaded paths joined with commas. */
  img: string;
  phone: string;
  feedbackType: FeedbackType;
}

export function submitFeedback(payload: FeedbackPayload): Promise<ApiResult<unknown>> {
  return postJson('/api/user/feedback/addFeedback', payload);
}

/** Uploads one image; the answer's data[0].fileSrc is its path (spec §7 image upload). */
export async function uploadImage(file: File): Promise<ApiResult<string>> {
  const form = new FormData();
  form.append('file', file);
  const res = await requestJson<{ fileSrc: string }[]>('/api/user/upload/forum/posts/multiUpload', {
    method: 'POST',
    body: form,
  });
  if (!res.ok) return res;
  const src = res.data?.[0]?.fileSrc;
  return src ? { ok: true, data: src, msg: res.msg } : { ok: false, code: 500, msg: '图片上传失败' };
}
