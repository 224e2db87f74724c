import { API, GROWTH_RECORD_MESSAGES as M, type TEnvelope, VIDEO_MAX_BYTES } from '@kg/contracts';
import { ApiError, refusalOf } from '../../api/http';
import { bearer } from '../../api/upload';

const VIDEO_NAME = /\.(mp4|mov|m4v|webm)$/i;

/** The browser's own check before sending (the server checks the bytes again); null when fine. */
export function videoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!file.type.startsWith('video/') && !VIDEO_NAME.test(file.name)) return M.videoType;
  if (file.size > VIDEO_MAX_BYTES) return M.videoSize;
  return null;
}

/**
 * Uploads a video to API.uploads.file (G39) with progress: a classroom clip is tens
 * of megabytes, so the teacher sees it move. Resolves to the stored path `/files/<uuid>`.
 */
export function uploadVideo(file: File, onProgress: (percent: number) => void): Promise<string> {
  const problem = videoProblem(file);
  if (problem) return Promise.reject(new ApiError('business', problem));
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('filetype', 'video');
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(API.uploads.file.method, API.uploads.file.path);
    const auth = bearer();
    if (auth) xhr.setRequestHeader('Authorization', auth);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: TEnvelope<string> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as TEnvelope<string>;
      } catch {
        body = null;
      }
      if (xhr.status === 200 && body?.success) resolve(body.response);
      else
        reject(
          new ApiError(
            'business',
            body?.msg ? refusalOf(body) : M.videoType,
            xhr.status,
            Boolean(body?.msg),
            body?.code,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError('network', M.offline));
    xhr.send(form);
  });
}
