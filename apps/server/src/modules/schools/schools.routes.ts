import {
  envelope,
  Permission,
  page,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SUCCESS_MESSAGES,
  ZAddDayNumRequest,
  ZAddDayNumResponse,
  ZAddSchoolRequest,
  ZAddSchoolResponse,
  ZAutoCreateSchoolRoleRequest,
  ZIdQuery,
  ZLoginBrand,
  ZOption,
  ZSchoolAdminCreated,
  ZSchoolDetail,
  ZSchoolPageQuery,
  ZSchoolRow,
  ZSchoolSettings,
  ZSchoolSettingsForm,
  ZSchoolStatusRequest,
  ZUpdateSchoolRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './schools.service';

const BASE = '/api/back/School';

/** Schools for the platform administrator (C01), 本园设置, and the branded login's school. */
const schoolsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const platform = { access: Permission.schoolManage } as const;
  const tags = ['schools'];

  app.get(
    `${BASE}/GetSchoolPage`,
    {
      config: platform,
      schema: {
        tags,
        summary: 'All schools, paged (search by name, region, status)',
        querystring: ZSchoolPageQuery,
        response: { 200: envelope(page(ZSchoolRow)) },
      },
    },
    async (request) => ok(await service.findSchoolPage(db, request.query)),
  );
  app.get(
    `${BASE}/GetSchoolTypes`,
    {
      config: platform,
      schema: { tags, summary: '办园性质 options', response: { 200: envelope(z.array(ZOption)) } },
    },
    async () => ok(SCHOOL_TYPES.map((o) => ({ ...o }))),
  );
  app.get(
    `${BASE}/GetSchoolLevels`,
    {
      config: platform,
      schema: { tags, summary: '学校等级 options', response: { 200: envelope(z.array(ZOption)) } },
    },
    async () => ok(SCHOOL_LEVELS.map((o) => ({ ...o }))),
  );
  app.get(
    `${BASE}/GetRegions`,
    {
      config: platform,
      schema: { tags, summary: 'Regions schools use', response: { 200: envelope(z.array(z.string())) } },
    },
    async () => ok(await service.findRegions(db)),
  );
  app.get(
    `${BASE}/GetSchoolDetail`,
    {
      config: platform,
      schema: {
        tags,
        summary: 'A school for the edit form',
        querystring: ZIdQuery,
        response: { 200: envelope(ZSchoolDetail) },
      },
    },
    async (request) => ok(await service.getSchool(db, request.query.Id)),
  );
  app.post(
    `${BASE}/AddSchool`,
    {
      config: platform,
      schema: {
        tags,
        summary: 'Create a school with its 园长 login (initial password answered once)',
        body: ZAddSchoolRequest,
        response: { 200: envelope(ZAddSchoolResponse) },
      },
    },
    async (request) => ok(await service.createSchool(db, request.body), SUCCESS_MESSAGES.add),
  );
  app.post(
    `${BASE}/UpdateSchool`,
    {
      config: platform,
      schema: {
        tags,
        summary: 'Edit a school',
        body: ZUpdateSchoolRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.updateSchool(db, request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );
  app.post(
    `${BASE}/AddDayNum`,
    {
      config: platform,
      schema: {
        tags,
        summary: 'Extend the service by N days from today or its end, whichever is later',
        body: ZAddDayNumRequest,
        response: { 200: envelope(ZAddDayNumResponse) },
      },
    },
    async (request) => ok(await service.addServiceDays(db, request.body), SUCCESS_MESSAGES.operate),
  );
  app.post(
    `${BASE}/UpdateSchoolStatus`,
    {
      config: platform,
      schema: {
        tags,
        summary: 'Stop (0) or re-enable (1) a school; stopping ends its sessions at once',
        body: ZSchoolStatusRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.setSchoolStatus(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );
  app.post(
    '/api/user/AutoCreateSchoolRole',
    {
      config: platform,
      schema: {
        tags,
        summary: 'Create a 园长 login for an existing school (B14, C10)',
        body: ZAutoCreateSchoolRoleRequest,
        response: { 200: envelope(ZSchoolAdminCreated) },
      },
    },
    async (request) => ok(await service.createSchoolAdmin(db, request.body), SUCCESS_MESSAGES.add),
  );

  const settings = { access: Permission.schoolSettings } as const;
  app.get(
    `${BASE}/GetSchoolSettings`,
    {
      config: settings,
      schema: {
        tags,
        summary: "本园设置: the caller's school",
        response: { 200: envelope(ZSchoolSettings) },
      },
    },
    async (request) => ok(await service.getSettings(db, principalOf(request))),
  );
  app.post(
    `${BASE}/UpdateSchoolSettings`,
    {
      config: settings,
      schema: {
        tags,
        summary: "本园设置: name, login title, theme template, logo of the caller's school",
        body: ZSchoolSettingsForm,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.updateSettings(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.save);
    },
  );

  app.get(
    `${BASE}/GetLoginBrand`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The branded login page: a school in use, its name, login title and logo only',
        querystring: ZIdQuery,
        response: { 200: envelope(ZLoginBrand) },
      },
    },
    async (request) => ok(await service.getLoginBrand(db, request.query.Id)),
  );
};

export default schoolsRoutes;
