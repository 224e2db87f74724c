import { z } from 'zod';
import {
  ZAddChildPhotosRequest,
  ZChildPhotoCount,
  ZChildPhotoListQuery,
  ZChildPhotoPage,
  ZDeleteChildPhotosRequest,
  ZRetagChildPhotosRequest,
} from '../child-photos';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';

const BASE = '/api/Mu_CloudControlle';
const read = Permission.childPhotoRead;
const manage = Permission.childPhotoManage;

/**
 * The child photo library (幼儿相册, issue 18 slice 2). Ours: the spec has only the picker
 * (H24, processEvaluations.cloudImages); the calls sit under its cloud-disk family (M04).
 */
export const childPhotosApi = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/GetClassPhotoPage`,
    access: read,
    summary:
      'A page of a class’s photos (library and derived, newest first) by child, dimension and source, with the caller’s classes and the class’s children',
    query: ZChildPhotoListQuery,
    response: ZChildPhotoPage,
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/AddClassPhotos`,
    access: manage,
    summary: 'Register uploaded photos (or tag derived ones) in a class’s album, at most 50 at once',
    body: ZAddChildPhotosRequest,
    response: ZChildPhotoCount,
  }),
  retag: endpoint({
    method: 'POST',
    path: `${BASE}/UpdatePhotoTags`,
    access: manage,
    summary: 'Replace the children and the dimension of library photos',
    body: ZRetagChildPhotosRequest,
    response: ZChildPhotoCount,
    resource: 'childPhoto',
  }),
  remove: endpoint({
    method: 'POST',
    path: `${BASE}/DeletePhotos`,
    access: manage,
    summary: 'Delete library photos, all or none; a stored file goes too when nothing else names it',
    body: ZDeleteChildPhotosRequest,
    response: z.null(),
    resource: 'childPhoto',
  }),
};
