import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ZSystemVersion } from '../school';

/** Release notes are platform-wide, not school data; any signed-in user may read them. */
export const systemVersionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/SystemVersion/GetList',
    access: 'authenticated',
    summary: 'Releases, newest first',
    response: z.array(ZSystemVersion),
  }),
};
