import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { AUDIO_MAX_SECONDS, MAX_AUDIO_BYTES, RECORDING } from "@common/constants";
import { isAudioType, MESSAGES } from "@common/messages";
import { notify } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";
import { takeChosenFile } from "@/lib/image-file";

const canRecord = () =>
  typeof MediaRecorder !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

interface AudioProofProps {
  recording: File | null;
  onChange: (recording: File | null) => void;
  disabled?: boolean;
}

/**
 * A spoken proof: recorded here (MediaRecorder, with a running clock and a stop at three minutes)
 * or chosen as an audio file; played back before it is sent. Where the browser cannot record, it says so.
 */
export function AudioProof({ recording, onChange, disabled = false }: AudioProofProps) {
  const t = useT();
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (recording ? URL.createObjectURL(recording) : ""), [recording]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  // A recording still running when the dialog closes stops, and lets go of the microphone.
  useEffect(() => () => recorder.current?.stop(), []);

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
      const blob = new Blob(chunks, { type: media.mimeType });
      if (blob.size > 0) onChange(new File([blob], `recording.${type?.extension ?? "webm"}`, { type: blob.type }));
    };
    const began = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - began) / 1000);
      setSeconds(Math.min(elapsed, AUDIO_MAX_SECONDS));
      if (elapsed >= AUDIO_MAX_SECONDS) media.stop();
    }, 250);
    recorder.current = media;
    setSeconds(0);
    media.start(1000);
  };

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isAudioType(file.type)) void notify.error(validationText(MESSAGES.audioNotRecognised));
    else if (file.size > MAX_AUDIO_BYTES) void notify.error(validationText(MESSAGES.audioTooLarge));
    else onChange(file);
  };

  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="medium" fontSize="sm" id="audio-proof-label">
        {t("audio.heading", { minutes: AUDIO_MAX_SECONDS / 60 })}
      </Text>
      {seconds !== null ? (
        <HStack gap="3">
          <Text
            role="timer"
            aria-label={t("audio.timer", { elapsed: clock(seconds), limit: clock(AUDIO_MAX_SECONDS) })}
            fontSize="sm"
          >
            ● {clock(seconds)} / {clock(AUDIO_MAX_SECONDS)}
          </Text>
          <Button size="sm" colorPalette="red" onClick={() => recorder.current?.stop()}>
            {t("audio.stop")}
          </Button>
        </HStack>
      ) : recording ? (
        <Stack gap="2">
          {preview && <audio controls src={preview} aria-label={t("audio.yours")} style={{ width: "100%" }} />}
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
            aria-labelledby="audio-proof-label"
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
