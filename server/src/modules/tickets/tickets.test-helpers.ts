/**
 * What the tickets tests share (and the e2e tests copy the idea of): real small files of each allowed type made in
 * memory, multipart bodies built the way a browser's FormData sends them, and ticket calls.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TicketCategory } from '#contract';
import { dataOf } from '../../app.test-helpers';

type Injector = { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> };

const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 60, b: 20 } } });

export const pngBytes = async (): Promise<Buffer> => picture().png().toBuffer();
export const jpegBytes = async (): Promise<Buffer> => picture().jpeg().toBuffer();
export const webpBytes = async (): Promise<Buffer> => picture().webp().toBuffer();

/** A one-page PDF, small but well formed (header, objects, cross-reference table, trailer). */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface TestFile {
  name: string;
  /** What the "browser" claims it is. */
  type: string;
  content: Uint8Array;
}

/** A multipart/form-data body as a browser's FormData sends it: the payload and its content type. */
export async function multipart(
  fields: Record<string, string | number | undefined>,
  files: readonly TestFile[] = [],
  fileField = 'attachments[]',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const file of files)
    form.append(fileField, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** POST a multipart form under /api/v1 with a token. */
export async function postForm(
  app: Injector,
  url: string,
  token: string,
  fields: Record<string, string | number | undefined>,
  files: readonly TestFile[] = [],
  { locale = 'en', fileField }: { locale?: 'en' | 'bn'; fileField?: string } = {},
) {
  const { payload, contentType } = await multipart(fields, files, fileField);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': locale },
  });
}

export async function firstCategoryId(app: Injector, token: string): Promise<number> {
  const response = await app.inject({
    url: '/api/v1/ticket-categories',
    headers: { authorization: `Bearer ${token}` },
  });
  const [first] = dataOf<TicketCategory[]>(response);
  if (!first) throw new Error('no ticket category seeded');
  return first.id;
}

/** POST /ticket as a form: a valid ticket unless `fields` say otherwise, with `files`. */
export async function createTicket(
  app: Injector,
  token: string,
  fields: Record<string, string | number | undefined> = {},
  files: readonly TestFile[] = [],
  options: { locale?: 'en' | 'bn'; fileField?: string } = {},
) {
  const defaults = {
    subject: 'Parcel not delivered',
    category_id: await firstCategoryId(app, token),
    priority: 'medium',
    message: 'The parcel was due yesterday.',
  };
  return postForm(app, '/ticket', token, { ...defaults, ...fields }, files, options);
}
