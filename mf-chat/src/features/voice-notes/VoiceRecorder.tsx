import { LIMITS, type VoiceNote } from '@dating/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { formatDuration } from './formatDuration';
import { useUploadVoiceNoteMutation } from './voiceNotesApi';
import { Waveform } from './Waveform';
import './voiceNotes.css';

export interface RecordedVoice extends Pick<VoiceNote, 'duration_ms' | 'waveform'> {
  name: string;
}

export interface VoiceRecorderProps {
  disabled: boolean;
  onSend: (voice: RecordedVoice) => void;
  /**
   * A refusal (too long, not audio) or a failure, shown by the composer; `text` when the
   * recorder says it itself (no microphone).
   */
  onProblem: (error: unknown, text?: string) => void;
}

const MAX_MS = LIMITS.voiceNoteMaxSeconds * 1000;
/** Opus, in the container the browser records it in (Chromium WebM, Firefox Ogg). */
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'];

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The recording cannot be read'));
    reader.readAsDataURL(blob);
  });
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'recording'; startedAt: number }
  | { kind: 'uploading' }
  | { kind: 'ready'; voice: RecordedVoice; local: string };

/**
 * Hold to record (pointer, or Space/Enter held on the button), up to a minute: released, the
 * recording is sent to the server, which reads its duration and loudness; the member then hears
 * it, and sends or deletes it.
 */
export default function VoiceRecorder({ disabled, onSend, onProblem }: VoiceRecorderProps) {
  const { t } = useTranslation();
  const [upload] = useUploadVoiceNoteMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [now, setNow] = useState(0);
  const holding = useRef(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const limit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (phase.kind !== 'recording') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [phase.kind]);
  // Leaving the chat mid-recording stops the microphone.
  useEffect(
    () => () => {
      clearTimeout(limit.current);
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );
  // The preview's own copy goes with the preview.
  useEffect(
    () => () => {
      if (phase.kind === 'ready') URL.revokeObjectURL(phase.local);
    },
    [phase],
  );

  const stop = () => {
    holding.current = false;
    clearTimeout(limit.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const start = async () => {
    if (disabled || phase.kind !== 'idle' || holding.current) return;
    holding.current = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      holding.current = false;
      onProblem(error, t('voice.noMicrophone'));
      return;
    }
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const blob = new Blob(chunks, { type: media.mimeType });
      setPhase({ kind: 'uploading' });
      void dataUrlOf(blob)
        .then((file) => upload(file).unwrap())
        .then((answer) => {
          setPhase({
            kind: 'ready',
            local: URL.createObjectURL(blob),
            voice: {
              name: answer.voice_name,
              duration_ms: answer.duration_ms,
              waveform: answer.waveform,
            },
          });
        })
        .catch((error: unknown) => {
          setPhase({ kind: 'idle' });
          onProblem(error);
        });
    };
    recorder.current = media;
    media.start();
    const startedAt = Date.now();
    setNow(startedAt);
    setPhase({ kind: 'recording', startedAt });
    limit.current = setTimeout(stop, MAX_MS);
    // Released while the microphone was being opened.
    if (!holding.current) stop();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      void start();
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      stop();
    }
  };

  if (phase.kind === 'ready') {
    const duration = formatDuration(phase.voice.duration_ms);
    return (
      <div
        className="voice-recorder voice-recorder--ready"
        role="group"
        aria-label={t('voice.ready', { duration })}
        data-testid={TEST_IDS.voicePreview}
      >
        <audio
          className="voice-recorder__listen"
          src={phase.local}
          controls
          aria-label={t('voice.listen')}
        />
        <Waveform bars={phase.voice.waveform} />
        <span className="voice-player__duration" data-testid={TEST_IDS.voiceDuration}>
          {duration}
        </span>
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => setPhase({ kind: 'idle' })}
        >
          {t('voice.delete')}
        </button>
        <button
          type="button"
          className="dating-button"
          onClick={() => {
            onSend(phase.voice);
            setPhase({ kind: 'idle' });
          }}
        >
          {t('voice.send')}
        </button>
      </div>
    );
  }

  const recording = phase.kind === 'recording';
  return (
    <>
      <button
        type="button"
        className={
          recording ? 'voice-recorder__hold voice-recorder__hold--on' : 'voice-recorder__hold'
        }
        aria-label={t('voice.hold')}
        aria-pressed={recording}
        aria-busy={phase.kind === 'uploading'}
        disabled={disabled || phase.kind === 'uploading'}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          void start();
        }}
        onPointerUp={stop}
        onPointerCancel={stop}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onContextMenu={(event) => event.preventDefault()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />
        </svg>
      </button>
      <span role="status" className="voice-recorder__status">
        {recording
          ? t('voice.recording', { time: formatDuration(now - phase.startedAt) })
          : phase.kind === 'uploading'
            ? t('voice.reading')
            : ''}
      </span>
    </>
  );
}
