/** The app's one recorder: a student's spoken proof and an admin's voice comment on a review use it alike. */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { RECORDING } from "@common/constants";
import { isAudioType, MESSAGES } from "@common/messages";
import { notify } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";
import { takeChosenFile } from "@/lib/image-file";

const canRecord = () =>
  typeof MediaRecorder !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export interface AudioRecorderProps {
  recording: File | null;
  onChange: (recording: File | null) => void;
  disabled?: boolean;
  /** The block's heading, which names its file input too. */
  heading: string;
  /** The name of the player of what was recorded or chosen, before it is sent. */
  playerLabel: string;
  /** Recording stops by itself at this length. */
  maxSeconds: number;
  /** A chosen file larger than this is refused with `tooLargeMessage` (one of common/messages). */
  maxBytes: number;
  tooLargeMessage: string;
  /** Told when recording starts (true) and stops (false): what is being recorded is not a recording yet. */
  onRecordingChange?: (recording: boolean) => void;
}

/**
 * A recording: made here (MediaRecorder, with a running clock and a stop at `maxSeconds`) or chosen as an audio
 * file; played back before it is sent. Where the browser cannot record, it says so.
 */
export function AudioRecorder({
  recording,
  onChange,
  disabled = false,
  heading,
  playerLabel,
  maxSeconds,
  maxBytes,
  tooLargeMessage,
  onRecordingChange,
}: AudioRecorderProps) {
  const t = useT();
  const headingId = useId();
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (recording ? URL.createObjectURL(recording) : ""), [recording]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  // A recording still running when the block goes (its dialog closes, or the review moves to another task) stops,
  // lets go of the microphone, and is dropped: it belongs to what was on screen.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
      recorder.current?.stop();
    };
  }, []);

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      void notify.error(t("audio.microphoneFailed"), t("audio.microphoneHint"));
      return;
    }
    const type = RECORDING.types.find((candidate) => MediaRecorder.isTypeSupported(candidate.mimeType));
    const media = new MediaRecorder(stream, {
      ...(type ? { mimeType: type.mimeType } : {}),
      audioBitsPerSecond: RECORDING.audioBitsPerSecond,
    });
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      clearInterval(timer);
      recorder.current = null;
      setSeconds(null);
      onRecordingChange?.(false);
      const blob = new Blob(chunks, { type: media.mimeType });
      if (shown.current && blob.size > 0)
        onChange(new File([blob], `recording.${type?.extension ?? "webm"}`, { type: blob.type }));
    };
    const began = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - began) / 1000);
      setSeconds(Math.min(elapsed, maxSeconds));
      if (elapsed >= maxSeconds) media.stop();
    }, 250);
    recorder.current = media;
    setSeconds(0);
    onRecordingChange?.(true);
    media.start(1000);
  };

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isAudioType(file.type)) void notify.error(validationText(MESSAGES.audioNotRecognised));
    else if (file.size > maxBytes) void notify.error(validationText(tooLargeMessage));
    else onChange(file);
  };

  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="medium" fontSize="sm" id={headingId}>
        {heading}
      </Text>
      {seconds !== null ? (
        <HStack gap="3">
          <Text
            role="timer"
            aria-label={t("audio.timer", { elapsed: clock(seconds), limit: clock(maxSeconds) })}
            fontSize="sm"
          >
            ● {clock(seconds)} / {clock(maxSeconds)}
          </Text>
          <Button size="sm" colorPalette="red" onClick={() => recorder.current?.stop()}>
            {t("audio.stop")}
          </Button>
        </HStack>
      ) : recording ? (
        <Stack gap="2">
          {preview && <audio controls src={preview} aria-label={playerLabel} style={{ width: "100%" }} />}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange(null)} disabled={disabled}>
            {t("audio.remove")}
          </Button>
        </Stack>
      ) : (
        <HStack gap="2" wrap="wrap">
          {canRecord() ? (
            <Button size="sm" variant="outline" onClick={() => void start()} disabled={disabled}>
              {t("audio.record")}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t("audio.cannotRecord")}
            </Text>
          )}
          <input
            ref={input}
            type="file"
            accept="audio/*"
            hidden
            aria-labelledby={headingId}
            onChange={(event) => choose(takeChosenFile(event))}
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
            {t("audio.choose")}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
