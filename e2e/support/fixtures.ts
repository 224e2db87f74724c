import { API } from '@kg/contracts';
import { type APIRequestContext, test as base, type TestInfo } from '@playwright/test';
import { ACCOUNTS, hasOwnSchool, setOwnSchool, type TAccountKey, type TSchool } from './accounts';
import { callApi } from './api';
import { serverURL } from './servers';

export * from '@playwright/test';

/** The server of the running journey or hook (support/servers.ts), for a request context of its own. */
export const serverOf = (testInfo: TestInfo) => serverURL(testInfo.file, testInfo.parallelIndex);

/** Every spec imports `test` from here: it talks to the server of its file and worker. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => use(serverOf(testInfo)),
});

async function copyOfDemo(request: APIRequestContext, kind: 'sunshine' | 'rainbow'): Promise<TSchool> {
  const copy = await callApi(request, API.schools.testDemoCopy, { Kind: kind });
  const accounts = { ...ACCOUNTS };
  for (const [role, login] of Object.entries(copy.Accounts))
    accounts[role as TAccountKey] = { ...login, school: copy.SchoolName };
  return { id: copy.SchoolId, name: copy.SchoolName, accounts };
}

/**
 * Called at the top of a spec that changes school data: the file gets a fresh copy of the demo
 * school (schools.testDemoCopy, test mode only), 阳光's ('sunshine': admin, teacher, doctor) or
 * 彩虹's ('rainbow'). Its journeys and hooks sign in to the copy through the usual
 * `openAs(page, 'admin')` / `apiAs(request, 'admin')`, so nothing they change is seen by another
 * file, whatever the order of the files or the worker they run in. The journeys of the file
 * share the copy and run in order. Specs without it read the demo school, which no journey changes.
 */
export function ownSchool(kind: 'sunshine' | 'rainbow') {
  test.beforeAll(async ({ request }, testInfo) => {
    if (!hasOwnSchool(testInfo.file)) setOwnSchool(testInfo.file, await copyOfDemo(request, kind));
  });
}
