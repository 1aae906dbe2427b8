/** Recordings sent as proof: identified from their bytes, never from the client's name or type. */
import { MESSAGES } from "@common/messages";
import { AppError } from "../errors";

interface AudioFormat {
  contentType: string;
  extension: string;
}

/**
 * What file-type reports for each accepted container, and how the app stores and serves it. WebM is what
 * Chromium's and Firefox's MediaRecorder make (file-type cannot tell an audio-only WebM from a video one
 * without parsing it all; it is served as audio, so only its sound plays); MP4/AAC is Safari's.
 */
const ACCEPTED: Record<string, AudioFormat> = {
  webm: { contentType: "audio/webm", extension: "webm" },
  ogg: { contentType: "audio/ogg", extension: "ogg" },
  opus: { contentType: "audio/ogg", extension: "ogg" },
  oga: { contentType: "audio/ogg", extension: "ogg" },
  m4a: { contentType: "audio/mp4", extension: "m4a" },
  mp4: { contentType: "audio/mp4", extension: "m4a" },
  mp3: { contentType: "audio/mpeg", extension: "mp3" },
  wav: { contentType: "audio/wav", extension: "wav" },
};

/** The recording's format, from its first bytes; anything else is a 415. Recordings are stored as sent. */
export async function identifyAudio(bytes: Buffer): Promise<AudioFormat> {
  // Loaded with the first recording, not with the function (cold starts).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? ACCEPTED[detected.ext] : undefined;
  if (!format) throw new AppError(415, MESSAGES.audioNotRecognised, "unsupported_media_type");
  return format;
}
