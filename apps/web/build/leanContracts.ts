import type { Plugin } from 'vite';

/** The shared package's sources, and among them the endpoint catalogue. */
const CONTRACTS_FILE = /packages[\\/]contracts[\\/]src[\\/].+\.ts$/;
const CATALOGUE_FILE = /packages[\\/]contracts[\\/]src[\\/]api[\\/][^\\/]+\.ts$/;
/** The zod schemas of an endpoint: the server validates with them, the browser never does. */
const SCHEMA_KEYS = new Set(['query', 'body', 'params', 'response']);
/** What only the server, its API docs and the catalogue walk read: gone from the browser's copy. */
const SERVER_KEYS = new Set(['summary', 'access', 'resource', 'report', 'testOnly']);

type TNode = { type: string; start: number; end: number; [key: string]: unknown };
type TEdit = { start: number; end: number; text: string };

function applyEdits(code: string, edits: TEdit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  }
  return out;
}

/** The schemas of each `endpoint({ ... })` call, to be replaced by `true`. */
function catalogueSchemas(node: unknown, edits: TEdit[], code: string) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) catalogueSchemas(child, edits, code);
    return;
  }
  const n = node as TNode;
  const callee = n.callee as (TNode & { name?: string }) | undefined;
  const [arg] = (n.arguments as TNode[] | undefined) ?? [];
  if (n.type === 'CallExpression' && callee?.name === 'endpoint' && arg?.type === 'ObjectExpression') {
    for (const prop of arg.properties as Array<TNode & { key: TNode & { name?: string }; value: TNode }>) {
      if (prop.type !== 'Property' || !prop.key.name) continue;
      if (SCHEMA_KEYS.has(prop.key.name))
        edits.push({ start: prop.value.start, end: prop.value.end, text: 'true' });
      if (SERVER_KEYS.has(prop.key.name)) {
        // The property goes, with the comma after it.
        const comma = /^\s*,/.exec(code.slice(prop.end));
        edits.push({ start: prop.start, end: prop.end + (comma ? comma[0].length : 0), text: '' });
      }
    }
  }
  for (const key of Object.keys(n)) if (key !== 'type') catalogueSchemas(n[key], edits, code);
}

/**
 * `const X = a().b()` at the top of a module becomes `const X = /* @__PURE__ *\/ (() => a().b())()`:
 * the bundler may then drop X when nothing reads it. Zod's builders (`z.object(...).extend(...)`)
 * have no side effects, but the bundler cannot know that of a chain of method calls.
 */
function pureTopLevelCalls(program: TNode, code: string, edits: TEdit[]) {
  for (const statement of program.body as TNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as TNode) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Array<TNode & { init?: TNode }>) {
      const init = declarator.init;
      if (init?.type !== 'CallExpression') continue;
      edits.push({
        start: init.start,
        end: init.end,
        text: `/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`,
      });
    }
  }
}

/**
 * Drops the import bindings a module no longer reads once its schemas are gone, and imports
 * left with none: otherwise the bundler still counts the imported module as needed by this
 * one, and the first screen would carry every domain module (and zod) the catalogue names.
 */
function unusedImports(program: TNode, code: string, edits: TEdit[]) {
  for (const statement of program.body as TNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const specifiers = statement.specifiers as Array<TNode & { local: { name: string } }>;
    // Only plain named imports are rewritten; a default or namespace import stays as it is.
    if (specifiers.length === 0 || specifiers.some((s) => s.type !== 'ImportSpecifier')) continue;
    const rest = code.slice(0, statement.start) + code.slice(statement.end);
    const used = specifiers.filter((s) =>
      new RegExp(`(?<![\\w$])(?<![^.]\\.)${s.local.name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest),
    );
    if (used.length === specifiers.length) continue;
    const source = (statement.source as TNode).raw as string;
    const named = used.map((s) => code.slice(s.start, s.end));
    edits.push({
      start: statement.start,
      end: statement.end,
      text: named.length ? `import { ${named.join(', ')} } from ${source};` : '',
    });
  }
}

/**
 * The web build's view of @kg/contracts. The endpoint catalogue holds every endpoint's zod
 * schemas, so one `API.auth.login` on the login page used to pull in all of them and zod
 * (about 70 kB gzip). The browser only reads an endpoint's method, path and flags (whether a
 * body exists, `answer`, `upload`), so here each schema becomes `true`, the server's fields
 * (summary, access, ...) go, and the schemas and tables nothing else reads fall away. Types are untouched (tsc reads the source), and so are
 * the server and the tests (this runs for `vite build` only).
 */
export function leanContracts(): Plugin {
  return {
    name: 'kg:lean-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS_FILE.test(id)) return null;
      const program = this.parse(code) as unknown as TNode;
      const edits: TEdit[] = [];
      if (CATALOGUE_FILE.test(id)) catalogueSchemas(program, edits, code);
      const schemaEdits = [...edits];
      const pure: TEdit[] = [];
      pureTopLevelCalls(program, code, pure);
      // An endpoint() call itself is never wrapped: its schemas are already gone.
      edits.push(...pure.filter((p) => !schemaEdits.some((e) => e.start >= p.start && e.end <= p.end)));
      let out = applyEdits(code, edits);
      const cleanup: TEdit[] = [];
      unusedImports(this.parse(out) as unknown as TNode, out, cleanup);
      out = applyEdits(out, cleanup);
      // Declarations only (the calls above are pure): a module nothing reads from is not loaded.
      return { code: out, map: null, moduleSideEffects: false };
    },
  };
}
