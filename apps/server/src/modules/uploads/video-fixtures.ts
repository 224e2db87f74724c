import { Readable } from 'node:stream';

/**
 * Videos as phones and browsers write them, built byte by byte for the upload tests: an MP4
 * or MOV is an ftyp box then mdat, a WebM an EBML header then a Segment.
 */

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** A counting pattern, so a wrong offset in a range shows. */
export const pattern = (size: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + 3) % 251));
/** An ISO BMFF file: an ftyp box (major brand, minor version, compatible brands), then mdat. */
export const isoFile = (major: string, compatible: string[], mdatBytes = 2000) =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([
        Buffer.from(major, 'latin1'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from(compatible.join(''), 'latin1'),
      ]),
    ),
    box('mdat', pattern(mdatBytes)),
  ]);
export const mp4 = (mdatBytes?: number) => isoFile('isom', ['isom', 'iso2', 'avc1', 'mp41'], mdatBytes);
export const mov = () => isoFile('qt  ', ['qt  ']);
/** An EBML header (version 1, DocType `docType`), then a Segment of unknown size. */
export const ebml = (docType: string) => {
  const element = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    pattern(1500),
  ]);
};
/** A multipart body streamed in 64 KB chunks: what a browser sends, never held in memory here. */
export function streamedForm(head: Buffer, size: number, name: string) {
  const boundary = '----kgvideotest';
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = pattern(64 * 1024);
  async function* body() {
    yield start;
    yield head;
    for (let left = size - head.length; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield end;
  }
  return {
    payload: Readable.from(body()),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(start.length + size + end.length),
    },
  };
}
