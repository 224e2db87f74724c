import { envelope } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer';

const ZRow = z.object({ Id: z.number().int(), Name: z.string(), Note: z.string().nullable() });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/serializer-test', httpStatus: '200' });
const serializer = (schema: unknown, crossCheck: boolean) =>
  responseSerializerCompiler({ crossCheck })(route(schema) as never);

describe('responseSerializerCompiler (issue 16)', () => {
  const answer = {
    success: true,
    msg: '获取成功',
    response: [{ Id: 1, Name: '小一班', Note: null, passwordHash: 'secret' }],
    internal: 1,
  };

  it('compiled (production): writes only what the schema declares, as zod would', () => {
    const out = serializer(envelope(z.array(ZRow)), false)(answer);
    expect(JSON.parse(out)).toEqual({
      success: true,
      msg: '获取成功',
      response: [{ Id: 1, Name: '小一班', Note: null }],
    });
    expect(out).not.toContain('secret');
  });

  it('cross-checked (tests): answers the same, and zod still refuses an answer that breaks the schema', () => {
    const serialize = serializer(envelope(z.array(ZRow)), true);
    expect(JSON.parse(serialize(answer))).toEqual(
      JSON.parse(serializer(envelope(z.array(ZRow)), false)(answer)),
    );
    expect(() => serialize({ ...answer, response: [{ Id: 'x', Name: 1 }] })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express (a Date)', () => {
    const at = z.object({ At: z.date() });
    expect(JSON.parse(serializer(at, false)({ At: new Date(0), extra: 1 }))).toEqual({
      At: '1970-01-01T00:00:00.000Z',
    });
  });
});
