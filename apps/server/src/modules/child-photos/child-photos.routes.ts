import { API, CHILD_PHOTO_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import type { FileStore } from '../uploads/file-store';
import * as service from './child-photos.service';
import { cloudImages } from './cloud-images.service';

/**
 * The child photo library (幼儿相册): a class's album, registering, retagging and deleting
 * photos, and the process page's picker (H24), which reads the library.
 */
const childPhotosRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  const E = API.childPhotos;
  serve(app, E.list, async (request) =>
    ok(await service.listPhotos(db, principalOf(request), request.query)),
  );
  serve(app, E.add, async (request) =>
    ok({ Count: await service.addPhotos(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, E.retag, async (request) =>
    ok({ Count: await service.retagPhotos(db, principalOf(request), request.body) }, M.tagged),
  );
  serve(app, E.remove, async (request) => {
    await service.deletePhotos(db, store, principalOf(request), request.body.ids);
    return ok(null, M.deleted);
  });
  serve(app, API.processEvaluations.cloudImages, async (request) =>
    ok(await cloudImages(db, principalOf(request), request.query)),
  );
};

export default childPhotosRoutes;
