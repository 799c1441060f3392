/**
 * multipart/form-data for the routes of one encapsulated plugin (the tickets'), so every other route keeps refusing
 * that content type. Every part is read and held in memory, within limits that are all set here, before validation:
 * the fields become `request.body` (checked by the route's zod schema like a JSON body, so a bad field is the usual
 * 422 with a field map), the files `request.uploads`. A file over the size limit is a 413, never silently cut short.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, fieldFailure } from './http-errors';

export interface UploadedFile {
  /** As the client named it: for display only. */
  filename: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request's file field (empty for JSON). */
    uploads: UploadedFile[];
  }
}

export interface MultipartLimits {
  /** The one field files may come in (`attachments`, also sent as `attachments[]`). */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** How many text fields at most. */
  maxFields: number;
  /** Bytes of one text field at most (a longer one is a 422 on it, not a cut value). */
  maxFieldBytes: number;
}

const MEGABYTE = 1024 * 1024;
const sizeText = (bytes: number) => (bytes % MEGABYTE === 0 ? `${bytes / MEGABYTE} MB` : `${bytes} bytes`);

type Fields = Record<string, unknown>;

function addField(fields: Fields, name: string, value: unknown): void {
  const before = fields[name];
  fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
}

/** The multipart plugin's limit errors as the API's own failures, in the request's language. */
function uploadFailure(error: unknown, limits: MultipartLimits): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'uploads.fileTooLarge', { max: sizeText(limits.maxFileBytes) });
    case 'FST_FILES_LIMIT':
      return fieldFailure(limits.fileField, 'uploads.tooManyFiles', { max: limits.maxFiles });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'uploads.formTooLarge');
    default:
      // Ours (a field's 422) and the plugin's own client errors pass; anything else reading a form throws is busboy
      // finding it malformed (no boundary, a part cut short): a 400, not a 500.
      return error instanceof AppError || (error as { statusCode?: number }).statusCode ? error : badRequest();
  }
}

async function readForm(request: FastifyRequest, limits: MultipartLimits): Promise<void> {
  const fields: Fields = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField && part.fieldname !== `${limits.fileField}[]`) {
          throw fieldFailure(part.fieldname, 'uploads.unexpectedFile');
        }
        // A part without a filename (typed as a string, but undefined then) is still a file when sent as one.
        files.push({ filename: part.filename ?? '', content: await part.toBuffer() });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw fieldFailure(part.fieldname, 'uploads.fieldTooLong');
        // A part sent as application/json arrives parsed; the schema judges either.
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadFailure(error, limits);
  }
  request.body = fields;
  request.uploads = files;
}

/** Lets the routes of `scope` (an encapsulated plugin) take multipart/form-data within `limits`. */
export async function acceptMultipart(scope: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: limits.maxFields,
      parts: limits.maxFields + limits.maxFiles,
      fieldSize: limits.maxFieldBytes,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
  scope.decorateRequest('uploads');
  scope.addHook('onRequest', async (request) => {
    request.uploads = [];
  });
  scope.addHook('preValidation', async (request) => {
    if (request.isMultipart()) await readForm(request, limits);
  });
}
