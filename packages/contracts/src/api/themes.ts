import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import {
  ZAddThemeRequest,
  ZLibraryTheme,
  ZLibraryThemeQuery,
  ZSetThemeClassesRequest,
  ZThemeCopySource,
  ZThemeIdQuery,
  ZThemeIdRequest,
  ZThemeList,
  ZThemeListQuery,
  ZThemeRow,
  ZUpdateThemeRequest,
} from '../themes';

const base = '/api/mgd/Eval_Theme';

/** The term's themes (/semesterTopic): list, library, copy, add, edit, delete, classes. */
export const themesApi = {
  list: endpoint({
    method: 'GET',
    path: `${base}/GetThemeList`,
    access: Permission.themeRead,
    summary: 'A term’s themes (the open term by default) with their classes and progress',
    query: ZThemeListQuery,
    response: ZThemeList,
  }),
  one: endpoint({
    method: 'GET',
    path: `${base}/GetThemeInfo`,
    access: Permission.themeRead,
    summary: 'One theme with its classes and progress (the theme card of every theme page)',
    query: ZThemeIdQuery,
    response: ZThemeRow,
    resource: 'theme',
  }),
  library: endpoint({
    method: 'GET',
    path: `${base}/GetThemeLibrary`,
    access: Permission.themeManage,
    summary: 'The product’s library themes for a grade’s level, the term’s first',
    query: ZLibraryThemeQuery.extend({ CycleId: z.coerce.number().int().min(1).optional() }),
    response: z.array(ZLibraryTheme),
  }),
  copySources: endpoint({
    method: 'GET',
    path: `${base}/GetThemeCopySources`,
    access: Permission.themeManage,
    summary: 'The school’s themes of the same grade level in other terms, to copy',
    query: ZLibraryThemeQuery.extend({ CycleId: z.coerce.number().int().min(1) }),
    response: z.array(ZThemeCopySource),
  }),
  add: endpoint({
    method: 'POST',
    path: `${base}/AddTheme`,
    access: Permission.themeManage,
    summary: 'Create a theme (from scratch, the library or another theme) and give it to classes',
    body: ZAddThemeRequest,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: `${base}/UpdateTheme`,
    access: Permission.themeManage,
    summary: 'Rename a theme, change its dates within the term and its aim',
    body: ZUpdateThemeRequest,
    response: z.null(),
    resource: 'theme',
  }),
  remove: endpoint({
    method: 'POST',
    path: `${base}/DeleteTheme`,
    access: Permission.themeManage,
    summary: 'Delete a theme no child has been scored in',
    body: ZThemeIdRequest,
    response: z.null(),
    resource: 'theme',
  }),
  setClasses: endpoint({
    method: 'POST',
    path: `${base}/SetThemeClasses`,
    access: Permission.themeManage,
    summary: 'Give a theme to exactly these classes of its grade (a scored class stays)',
    body: ZSetThemeClassesRequest,
    response: z.null(),
    resource: 'theme',
  }),
};
