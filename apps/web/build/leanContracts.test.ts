// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { leanContracts } from './leanContracts';

type TResult = { code: string; moduleSideEffects?: boolean } | null;

/** Runs the plugin's transform as the build does, on JavaScript (it runs after TypeScript is stripped). */
function transform(code: string, id: string): TResult {
  const plugin = leanContracts();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => TResult;
  return hook.call({ parse: (source: string) => parseAst(source) }, code, id);
}

const CATALOGUE = `import { z } from 'zod';
import { Permission } from '../permissions';
import { ZLoginRequest, ZTokenResponse, PHONE_PATTERN } from '../auth';
import { endpoint } from '../endpoint';
const summary = 'Log in with a password';
export const authApi = {
  login: endpoint({ method: 'POST', path: '/api/Login/JWTToken5.0', access: 'public', summary, body: ZLoginRequest, response: ZTokenResponse.nullable() }),
  code: endpoint({ method: 'GET', path: '/api/code', access: Permission.x, summary: 'Code', query: z.object({ phone: z.string().regex(PHONE_PATTERN) }), response: z.null(), upload: true }),
};`;

describe('leanContracts: the web build’s copy of @kg/contracts', () => {
  it('keeps method, path and flags of an endpoint, and turns its schemas into true', () => {
    const out = transform(CATALOGUE, '/repo/packages/contracts/src/api/auth.ts');
    expect(out?.code).toContain("method: 'POST', path: '/api/Login/JWTToken5.0'");
    expect(out?.code).toContain('body: true, response: true');
    expect(out?.code).toContain('query: true, response: true, upload: true');
  });

  it('drops the server-only fields and the imports only they and the schemas used', () => {
    const code = transform(CATALOGUE, '/repo/packages/contracts/src/api/auth.ts')?.code ?? '';
    const catalogue = code.slice(code.indexOf('export const authApi'));
    expect(catalogue).not.toMatch(/summary|access|Permission|ZLoginRequest|ZTokenResponse|PHONE_PATTERN/);
    // An unused literal (the summary text) stays for the bundler to drop; the imports go here.
    expect(code).not.toMatch(/import .*(Permission|ZLoginRequest|PHONE_PATTERN)/);
    expect(code).not.toContain("from 'zod'");
    expect(code).toContain("import { endpoint } from '../endpoint';");
  });

  it('marks top-level schema builders pure and the module free of side effects', () => {
    const out = transform(
      "import { z } from 'zod';\nexport const ZA = z.object({ a: z.string() }).strict();\nexport const MESSAGES = { a: 'x' };",
      '/repo/packages/contracts/src/auth.ts',
    );
    expect(out?.code).toContain(
      'export const ZA = /* @__PURE__ */ (() => (z.object({ a: z.string() }).strict()))();',
    );
    expect(out?.code).toContain("export const MESSAGES = { a: 'x' };");
    expect(out?.moduleSideEffects).toBe(false);
  });

  it('leaves every other module alone', () => {
    expect(transform('export const a = f();', '/repo/apps/web/src/main.tsx')).toBeNull();
  });
});
