import { z } from 'zod';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import {
  ZAddPresetTextRequest,
  ZDeletePresetTextRequest,
  ZPresetText,
  ZPresetTextQuery,
} from '../preset-texts';

const manage = Permission.presetTextManage;

/** Preset texts (文字模板, E44-E51): the picker's and the editor's list, add and delete. */
export const presetTextsApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/mgd/GrowthMessage/GetGrowthMessagePage',
    access: manage,
    summary: 'A page of the caller’s own texts, then the school’s system texts (E45)',
    query: ZPresetTextQuery,
    response: page(ZPresetText),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/mgd/GrowthMessage/AddGrowthMessage',
    access: manage,
    summary: 'Keep a text of one’s own, at most 15 per message type (E47, E48)',
    body: ZAddPresetTextRequest,
    response: z.object({ Id: z.number().int() }),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/mgd/GrowthMessage/DeleteGrowthMessage',
    access: manage,
    summary: 'Delete one’s own texts together; system texts are kept (E44, E49)',
    body: ZDeletePresetTextRequest,
    response: z.null(),
    resource: 'presetText',
  }),
};
