import { existsSync, mkdirSync } from 'node:fs';
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
 * The build is looked for on each request, so one finished after start-up is served too.
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { dist: string }) {
  const index = path.join(opts.dist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ dist: opts.dist }, 'web app not built yet: pages appear once it is (npm start builds it)');
    mkdirSync(opts.dist, { recursive: true });
  }
  await app.register(fastifyStatic, {
    root: opts.dist,
    wildcard: true,
    cacheControl: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.decorateReply('sendWebApp', function (this: FastifyReply) {
    if (!existsSync(index)) {
      return this.status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run npm start (or npm run build).');
    }
    return this.header('cache-control', 'no-cache').sendFile('index.html', opts.dist, {
      cacheControl: false,
    });
  });

  // The root is a page too; the static plugin alone would answer 403 for the folder.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendWebApp());
});
