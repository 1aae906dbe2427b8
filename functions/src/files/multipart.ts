import busboy from "busboy";
import type { Request } from "express";
import { AppError, badRequest } from "../errors";

/** A file of the upload, with the field it came in. */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  /** The files, in the order they came; empty when the request had none. */
  files: UploadedFile[];
}

/** What one file field takes: how many files, how large each, and the message for one too large. */
export interface FileFieldRule {
  maxFiles: number;
  maxBytes: number;
  /** The message for a file over the limit (the spec words it per upload). */
  tooLargeMessage: string;
  /** The message for more files than maxFiles. */
  tooManyMessage?: string;
}

export interface MultipartOptions {
  files: Record<string, FileFieldRule>;
  /** The whole body at most (defaults to the one largest file allowed, plus the parts around it). */
  maxTotalBytes?: number;
  /** Fields other than the files that the route accepts. */
  allowedFields?: readonly string[];
}

/** The spec's uploads: one file in one field. */
export const oneFile = (field: string, maxBytes: number, tooLargeMessage: string): MultipartOptions => ({
  files: { [field]: { maxFiles: 1, maxBytes, tooLargeMessage } },
});

const MAX_FIELD_BYTES = 10_000;
const NOT_MULTIPART = "The upload is not valid multipart/form-data.";
const CUT_OFF = "The upload was cut off before it ended: please send it again.";

/**
 * Parses a multipart upload with busboy: files only in the fields the route names, each within its count and
 * size; busboy truncates silently at the limit, so the limit is checked and answered with 413. 2nd-gen
 * functions have already read the body into `req.rawBody`; in-process the request stream is read, and
 * reading stops once the limit is passed.
 */
export function parseMultipart(req: Request, options: MultipartOptions): Promise<MultipartUpload> {
  const rules = Object.entries(options.files);
  const largest = Math.max(...rules.map(([, rule]) => rule.maxBytes));
  const maxFiles = rules.reduce((sum, [, rule]) => sum + rule.maxFiles, 0);
  const maxTotal = options.maxTotalBytes ?? largest + 64 * 1024;
  if (!req.is("multipart/form-data")) {
    return Promise.reject(new AppError(415, "Send the upload as multipart/form-data.", "unsupported_media_type"));
  }
  const declaredLength = Number(req.get("content-length") ?? 0);
  if (declaredLength > maxTotal) {
    const [only] = rules;
    const message = only && rules.length === 1 && maxFiles === 1 ? only[1].tooLargeMessage : "The upload is too large.";
    return Promise.reject(new AppError(413, message, "too_large"));
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: largest, files: maxFiles, fields: 20, parts: maxFiles + 20, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(badRequest(NOT_MULTIPART));
      return;
    }
    // No prototype: a field named "__proto__" or "constructor" is just a name here.
    const fields = Object.create(null) as Record<string, string>;
    const files: UploadedFile[] = [];
    const counts = new Map<string, number>();
    let total = 0;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on("file", (name, stream) => {
      // A body cut off inside the file makes busboy fail the file's stream too: an "error" event nobody
      // listened for would end the process, and every request in flight with it.
      stream.on("error", () => fail(badRequest(CUT_OFF)));
      const rule = Object.hasOwn(options.files, name) ? options.files[name] : undefined;
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      if (!rule) {
        fail(badRequest(`Unexpected file field "${name}": send files in ${fieldList(options)}.`));
        stream.resume();
        return;
      }
      if (count > rule.maxFiles) {
        fail(badRequest(rule.tooManyMessage ?? (rule.maxFiles === 1 ? "Send exactly one file." : "Too many files.")));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        total += chunk.length;
        if (size > rule.maxBytes) fail(new AppError(413, rule.tooLargeMessage, "too_large"));
        else if (total > maxTotal) fail(new AppError(413, "The upload is too large.", "too_large"));
        else chunks.push(chunk);
      });
      stream.on("limit", () => fail(new AppError(413, rule.tooLargeMessage, "too_large")));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length === 0) fail(badRequest("The file is empty."));
        files.push({ field: name, bytes });
      });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(badRequest(`The field "${name}" is too long.`));
      else if (options.allowedFields && !options.allowedFields.includes(name))
        fail(badRequest(`Unknown field "${name}".`));
      else if (Object.hasOwn(fields, name)) fail(badRequest(`The field "${name}" was sent twice.`));
      else fields[name] = value;
    });
    parser.on("filesLimit", () => fail(badRequest(maxFiles === 1 ? "Send exactly one file." : "Too many files.")));
    parser.on("fieldsLimit", () => fail(badRequest("Too many fields.")));
    parser.on("partsLimit", () => fail(badRequest("Too many parts.")));
    parser.on("error", (error: Error) => {
      fail(badRequest(/unexpected end/i.test(error.message) ? CUT_OFF : NOT_MULTIPART));
      finish();
    });
    parser.on("close", () => finish());

    let finished = false;
    function finish() {
      if (finished) return;
      finished = true;
      if (failure) reject(failure);
      else resolve({ fields, files });
    }

    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}

const fieldList = (options: MultipartOptions) =>
  Object.keys(options.files)
    .map((field) => `"${field}"`)
    .join(" or ");
