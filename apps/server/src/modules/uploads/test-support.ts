import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@kg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from '../../../test/harness';
import { storedFiles } from '../../db/schema';

/** A data directory of its own for a test file (uploads write under <dir>/files). */
export const tempDataDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `kg-${name}-`));

/** Every file under a folder (none when it does not exist yet). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((entry) => path.join(dir, entry))
      .filter((full) => statSync(full).isFile());
  } catch {
    return [];
  }
}

export type TPart = { file: Buffer; name: string; type?: string } | string;

/** A multipart/form-data request built the way a browser's FormData sends it. */
export async function multipartOf(fields: Record<string, TPart | TPart[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') form.append(key, part);
      else
        form.append(key, new Blob([part.file], { type: part.type ?? 'application/octet-stream' }), part.name);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POSTs a multipart form with the bearer token (if any). */
export async function postForm(
  h: Harness,
  url: string,
  fields: Record<string, TPart | TPart[]>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartOf(fields);
  return h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Uploads an Excel workbook for an import and returns the file name the import takes. */
export async function uploadExcel(h: Harness, token: string, data: Buffer, name = '导入.xlsx') {
  const res = await postForm(
    h,
    API.uploads.file.path,
    { filetype: 'excel', file: { file: data, name } },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().response as string;
}

/** A picture as the upload records it, for forms that point at one (the bytes do not matter). */
export async function recordImage(h: Harness, schoolId: number): Promise<string> {
  const [row] = await h.db
    .insert(storedFiles)
    .values({
      schoolId,
      kind: 'image',
      originalName: 'photo.png',
      mime: 'image/png',
      size: 1,
      storageKey: 'x',
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}
