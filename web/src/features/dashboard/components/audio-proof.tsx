import { AUDIO_MAX_SECONDS, MAX_AUDIO_BYTES } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { AudioRecorder } from "@/components/audio/audio-recorder";
import { useT } from "@/lib/i18n/use-t";

interface AudioProofProps {
  recording: File | null;
  onChange: (recording: File | null) => void;
  disabled?: boolean;
}

/** A Speaking task's spoken proof: the app's recorder, stopped at three minutes, within a proof's audio limit. */
export function AudioProof({ recording, onChange, disabled = false }: AudioProofProps) {
  const t = useT();
  return (
    <AudioRecorder
      recording={recording}
      onChange={onChange}
      disabled={disabled}
      heading={t("audio.heading", { minutes: AUDIO_MAX_SECONDS / 60 })}
      playerLabel={t("audio.yours")}
      maxSeconds={AUDIO_MAX_SECONDS}
      maxBytes={MAX_AUDIO_BYTES}
      tooLargeMessage={MESSAGES.audioTooLarge}
    />
  );
}
