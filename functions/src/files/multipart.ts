import busboy from "busboy";
import type { Request } from "express";
import { AppError, badRequest } from "../errors";

export interface MultipartUpload {
  fields: Record<string, string>;
  /** The one file, from the expected field; undefined when the request had none. */
  file?: Buffer;
}

export interface MultipartOptions {
  fileField: string;
  maxFileBytes: number;
  /** The message for a file over the limit (the spec words it per upload). */
  tooLargeMessage: string;
  /** Fields other than the file that the route accepts. */
  allowedFields?: readonly string[];
}

const MAX_FIELD_BYTES = 10_000;
const NOT_MULTIPART = "The upload is not valid multipart/form-data.";
const CUT_OFF = "The upload was cut off before it ended: please send it again.";

/**
 * Parses a multipart upload with busboy. Exactly one file, in the expected field, within the size limit;
 * busboy truncates silently at the limit, so the limit is checked and answered with 413. 2nd-gen functions
 * have already read the body into `req.rawBody`; in-process the request stream is read, and reading stops
 * once the limit is passed.
 */
export function parseMultipart(req: Request, options: MultipartOptions): Promise<MultipartUpload> {
  if (!req.is("multipart/form-data")) {
    return Promise.reject(new AppError(415, "Send the upload as multipart/form-data.", "unsupported_media_type"));
  }
  const declaredLength = Number(req.get("content-length") ?? 0);
  if (declaredLength > options.maxFileBytes + 64 * 1024) {
    return Promise.reject(new AppError(413, options.tooLargeMessage, "too_large"));
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: options.maxFileBytes, files: 1, fields: 20, parts: 22, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(badRequest(NOT_MULTIPART));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on("file", (name, stream) => {
      // A body cut off inside the file makes busboy fail the file's stream too: an "error" event nobody
      // listened for would end the process, and every request in flight with it.
      stream.on("error", () => fail(badRequest(CUT_OFF)));
      if (name !== options.fileField) {
        fail(badRequest(`Unexpected file field "${name}": send the file in "${options.fileField}".`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new AppError(413, options.tooLargeMessage, "too_large")));
      stream.on("end", () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(badRequest(`The field "${name}" is too long.`));
      else if (options.allowedFields && !options.allowedFields.includes(name))
        fail(badRequest(`Unknown field "${name}".`));
      else if (name in fields) fail(badRequest(`The field "${name}" was sent twice.`));
      else fields[name] = value;
    });
    parser.on("filesLimit", () => fail(badRequest("Send exactly one file.")));
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
      else if (file && file.length === 0) reject(badRequest("The file is empty."));
      else resolve({ fields, file });
    }

    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
