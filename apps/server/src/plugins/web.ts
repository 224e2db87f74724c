import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    sendWebApp: () => FastifyReply;
  }
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a
 * new release is picked up at once. Unknown non-API paths get index.html (history mode).
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { dist: string }) {
  const index = path.join(opts.dist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(
      { dist: opts.dist },
      'web app not built: only the API is served (run npm start to build it)',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.dist,
    wildcard: true,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorateReply('sendWebApp', function (this: FastifyReply) {
    return this.header('cache-control', 'no-cache').sendFile('index.html', opts.dist, {
      cacheControl: false,
    });
  });
});
