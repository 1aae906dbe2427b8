/** The review dialog's voice comment: the app's recorder, stopped at two minutes, sent with the decision. */
import { MAX_VOICE_COMMENT_BYTES, VOICE_COMMENT_MAX_SECONDS } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { AudioRecorder } from "@/components/audio/audio-recorder";
import { useT } from "@/lib/i18n/use-t";

interface ReviewVoiceProps {
  recording: File | null;
  onChange: (recording: File | null) => void;
  onRecordingChange: (recording: boolean) => void;
  disabled: boolean;
}

export function ReviewVoice({ recording, onChange, onRecordingChange, disabled }: ReviewVoiceProps) {
  const t = useT();
  return (
    <AudioRecorder
      recording={recording}
      onChange={onChange}
      onRecordingChange={onRecordingChange}
      disabled={disabled}
      heading={t("voice.heading", { minutes: VOICE_COMMENT_MAX_SECONDS / 60 })}
      playerLabel={t("voice.yours")}
      maxSeconds={VOICE_COMMENT_MAX_SECONDS}
      maxBytes={MAX_VOICE_COMMENT_BYTES}
      tooLargeMessage={MESSAGES.voiceCommentTooLarge}
    />
  );
}
