import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import { ZFileParams, ZFileQuery, ZUploadResponse } from '../uploads';

/**
 * Uploads (G39, O14, O15, D13, DECISIONS 36/37) and the protected file path (D6). The uploads
 * are multipart (`file` plus fields); `/files/:id` is not under /api but is catalogued so the
 * isolation walk covers the children's photos.
 */
export const uploadsApi = {
  /** Any signed-in staff member of a school: teachers upload photos of their children. */
  image: endpoint({
    method: 'POST',
    path: '/api/Img/UploadImage',
    access: 'authenticated',
    summary: 'Upload a photo (multipart `file`, at most 2 MB): answers its path /files/<uuid>',
    upload: true,
    response: ZUploadResponse,
  }),
  file: endpoint({
    method: 'POST',
    path: '/api/Img/UploadFile',
    access: 'authenticated',
    summary:
      'Upload a file (multipart `file`): with `filetype=excel` an .xls/.xlsx of at most 5 MB, answering the file name the imports take; a video (mp4, mov, webm by content; `filetype=video` takes only a video) of at most 200 MB or a picture of at most 20 MB, answering /files/<uuid>',
    upload: true,
    response: ZUploadResponse,
  }),
  /** Template backgrounds and covers (F31): the administrators who build templates. */
  background: endpoint({
    method: 'POST',
    path: '/api/Img/UploadImg',
    access: Permission.growthTemplateManage,
    summary:
      'Upload a template background or cover (multipart `file`, JPEG or PNG, at most 2 MB): answers its path /files/<uuid>',
    upload: true,
    response: ZUploadResponse,
  }),
  /** The reader is checked by the route itself: Bearer, the HttpOnly cookie or a render token. */
  read: endpoint({
    method: 'GET',
    path: '/files/:id',
    access: 'public',
    summary:
      "A stored file, to callers of its school only (D6), a child's photos and videos only to staff who see that child; `w` scales a picture down to that width; a video answers Range requests (206/416) so it can be played and seeked",
    params: ZFileParams,
    query: ZFileQuery,
    answer: 'file',
    resource: 'file',
  }),
};
