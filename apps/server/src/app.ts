import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { configuredQueue } from './jobs/configured-queue';
import type { JobQueue } from './jobs/job-queue';
import { responseSerializerCompiler } from './lib/serializer';
import { TokenService } from './lib/tokens';
import attendanceRoutes from './modules/attendance/attendance.routes';
import authRoutes from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import profileRoutes from './modules/auth/profile.routes';
import { SmsCodeService } from './modules/auth/sms-codes';
import { createSmsSender, RecordingSmsSender, type SmsSender } from './modules/auth/sms-sender';
import childPhotosRoutes from './modules/child-photos/child-photos.routes';
import classesRoutes from './modules/classes/classes.routes';
import dietaryReportRoutes from './modules/dietary-report/dietary-report.routes';
import dishesRoutes from './modules/dishes/dishes.routes';
import examSheetsRoutes from './modules/exam-sheets/exam-sheets.routes';
import foodsRoutes from './modules/foods/foods.routes';
import growthObservationsRoutes from './modules/growth-observations/growth-observations.routes';
import growthRecordsRoutes from './modules/growth-records/growth-records.routes';
import growthStatisticsRoutes from './modules/growth-statistics/growth-statistics.routes';
import growthTemplatesRoutes from './modules/growth-templates/growth-templates.routes';
import healthRoutes from './modules/health/health.routes';
import importsRoutes from './modules/imports/imports.routes';
import mealMenusRoutes from './modules/meal-menus/meal-menus.routes';
import menusRoutes from './modules/menus/menus.routes';
import navigationRoutes from './modules/navigation/navigation.routes';
import { memoryNavigationCache, type NavigationCache } from './modules/navigation/navigation-cache';
import nutritionStandardsRoutes from './modules/nutrition-standards/nutrition-standards.routes';
import { workBatches } from './modules/pdf/batch.jobs';
import { INTERRUPTED } from './modules/pdf/batch.service';
import { failInterruptedJobs } from './modules/pdf/pdf.repository';
import pdfRoutes from './modules/pdf/pdf.routes';
import { printDeps, renderSessionsFor } from './modules/pdf/print-deps';
import physicalExamsRoutes from './modules/physical-exams/physical-exams.routes';
import presetTextsRoutes from './modules/preset-texts/preset-texts.routes';
import processEvaluationsRoutes from './modules/process-evaluations/process-evaluations.routes';
import questionBankRoutes from './modules/question-bank/question-bank.routes';
import questionnaireRoutes from './modules/questionnaire/questionnaire.routes';
import reportsRoutes from './modules/reports/reports.routes';
import rolesRoutes from './modules/roles/roles.routes';
import schoolInfoRoutes from './modules/school-info/school-info.routes';
import schoolsRoutes from './modules/schools/schools.routes';
import studentsRoutes from './modules/students/students.routes';
import studyYearsRoutes from './modules/study-years/study-years.routes';
import systemVersionsRoutes from './modules/system-versions/system-versions.routes';
import teachersRoutes from './modules/teachers/teachers.routes';
import termReportsRoutes from './modules/term-reports/term-reports.routes';
import testingRoutes from './modules/testing/testing.routes';
import themeContentRoutes from './modules/themes/theme-content.routes';
import themeScoringRoutes from './modules/themes/theme-scoring.routes';
import themesRoutes from './modules/themes/themes.routes';
import { configuredFileStore } from './modules/uploads/configured-file-store';
import uploadsRoutes from './modules/uploads/uploads.routes';
import usersRoutes from './modules/users/users.routes';
import type { PdfEngine } from './pdf/pdf-engine';
import type { RenderSessions } from './pdf/render-sessions';
import accessPlugin from './plugins/access';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import nulGuardPlugin from './plugins/nul-guard';
import securityPlugin from './plugins/security';
import unreadBodyPlugin from './plugins/unread-body';
import webPlugin from './plugins/web';

export const APP_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    pdf: { engine: PdfEngine; renders: RenderSessions; queue: JobQueue };
    /** the sessions behind tokens (tests mint render tokens for a signed-in person with it) */
    auth: AuthService;
  }
}

export type AppDeps = {
  config: AppConfig;
  handle: DbHandle;
  /** replaces the log sender (a real SMS provider) */
  smsSender?: SmsSender;
  logger?: FastifyServerOptions['logger'];
  /** replaces the 200 MB video limit of uploads (tests check it without sending 200 MB) */
  videoMaxBytes?: number;
  /** the job queue (tests share one between instances); else the settings' */
  queue?: JobQueue;
  /** take batch jobs in this instance: default only on the in-process queue */
  workJobs?: boolean;
  /** where GetNavigationBar keeps its answers: this process's memory unless given (keys carry the menus' version) */
  navigationCache?: NavigationCache;
};

/** Builds the app: infrastructure plugins, then app plugins, then modules (convention 6). */
export async function buildApp(deps: AppDeps) {
  const { config, handle } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Compiled answer serializers; tests cross-check each answer against its zod schema (issue 16).
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: config.testMode }));
  // The API speaks JSON (uploads add multipart later); other bodies answer 415 (O11).
  app.removeContentTypeParser('text/plain');

  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, config.refreshTtl);
  const baseSender = deps.smsSender ?? createSmsSender(config.sms, app.log);
  const recorder = config.testMode ? new RecordingSmsSender(baseSender) : undefined;
  const sms = new SmsCodeService(config.jwtSecret, recorder ?? baseSender);
  const auth = new AuthService(handle.db, tokens, sms);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(unreadBodyPlugin);
  await app.register(nulGuardPlugin);
  await app.register(docsPlugin, { version: APP_VERSION });
  // Render tokens any instance can check: signed, the requester re-read, revocations in the database.
  const renders = renderSessionsFor(config, handle.db, auth);
  await app.register(accessPlugin, { resolve: (token: string) => auth.principal(token), renders });
  await app.register(webPlugin, { dist: config.webDist });

  const db = handle.db;
  // DATA_DIR/files, or the bucket of the S3_ settings: one store for every module.
  const store = configuredFileStore(config);
  await app.register(healthRoutes, { handle, store, version: APP_VERSION, instance: config.instanceId });
  await app.register(authRoutes, {
    auth,
    db,
    loginPerMinute: config.loginRateLimitPerMinute,
    smsPerMinute: config.smsRateLimitPerMinute,
    recorder,
  });
  await app.register(profileRoutes, { db });
  await app.register(navigationRoutes, { db, cache: deps.navigationCache ?? memoryNavigationCache() });
  await app.register(schoolInfoRoutes, { db });
  await app.register(schoolsRoutes, { db });
  await app.register(classesRoutes, { db });
  await app.register(studentsRoutes, { db });
  await app.register(studyYearsRoutes, { db });
  await app.register(teachersRoutes, { db });
  await app.register(usersRoutes, { db });
  await app.register(rolesRoutes, { db });
  await app.register(menusRoutes, { db });
  await app.register(systemVersionsRoutes, { db });
  await app.register(questionBankRoutes, { db });
  await app.register(questionnaireRoutes, { db });
  await app.register(growthTemplatesRoutes, { db });
  await app.register(growthObservationsRoutes, { db });
  await app.register(growthStatisticsRoutes, { db });
  await app.register(physicalExamsRoutes, { db });
  await app.register(examSheetsRoutes, { db, store });
  await app.register(growthRecordsRoutes, { db });
  await app.register(presetTextsRoutes, { db });
  await app.register(themesRoutes, { db });
  await app.register(themeContentRoutes, { db });
  await app.register(themeScoringRoutes, { db });
  await app.register(processEvaluationsRoutes, { db });
  await app.register(termReportsRoutes, { db });
  await app.register(attendanceRoutes, { db });
  await app.register(childPhotosRoutes, { db, store });
  await app.register(uploadsRoutes, {
    db,
    store,
    resolve: (token: string) => auth.principal(token),
    renders,
    videoMaxBytes: deps.videoMaxBytes,
  });
  await app.register(reportsRoutes, { db });
  if (config.testMode) await app.register(testingRoutes, { db, store });

  // Batches: on this process's queue (embedded), or on pg-boss for the print workers (issue 21).
  const queue = deps.queue ?? configuredQueue(config, app.log, handle.url);
  const print = printDeps({
    config,
    db,
    store,
    auth,
    renders,
    queue,
    log: app.log,
    origin: () => config.pdf.renderOrigin ?? listeningOrigin(app.server.address()),
  });
  const { engine } = print;
  app.addHook('onReady', async () => {
    await queue.start();
    if (queue.kind === 'in-process') {
      // Memory does not survive a stop: the last run's unfinished batches are closed, not left waiting.
      const failed = await failInterruptedJobs(db, INTERRUPTED);
      if (failed > 0) app.log.warn({ jobs: failed }, 'print jobs interrupted by the last stop were closed');
    }
    // An app instance on the shared queue only enqueues: `npm run worker` prints.
    if (deps.workJobs ?? queue.kind === 'in-process') await workBatches(queue, print);
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    await engine.close();
  });
  // Operators' and tests' handle on the print pool, the render tokens and the queue.
  app.decorate('pdf', { engine, renders, queue });
  app.decorate('auth', auth);
  await app.register(pdfRoutes, print);
  await app.register(importsRoutes, { db, store });
  await app.register(foodsRoutes, { db, store });
  await app.register(nutritionStandardsRoutes, { db });
  await app.register(dietaryReportRoutes, { db });
  await app.register(dishesRoutes, { db });
  await app.register(mealMenusRoutes, { db });
  return app;
}
/** http://127.0.0.1:<port> of the listening server: the print browser runs on this machine. */
function listeningOrigin(address: ReturnType<import('node:http').Server['address']>): string {
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  throw new Error('the server is not listening yet: no origin to print from');
}

export type App = Awaited<ReturnType<typeof buildApp>>;
