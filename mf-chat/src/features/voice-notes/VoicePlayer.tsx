import type { VoiceNote } from '@dating/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { formatDuration } from './formatDuration';
import { useLazyVoiceNoteAudioQuery } from './voiceNotesApi';
import { Waveform } from './Waveform';
import './voiceNotes.css';

export interface VoicePlayerProps {
  chatId: number;
  /** 0 while the note is still on its way: nothing to play yet. */
  messageId: number;
  voice: VoiceNote;
  senderName: string;
}

/**
 * A voice note in the history: Play or Pause, its waveform filling as it plays, and its
 * duration (the server's reading: a MediaRecorder WebM tells the browser none). The recording is
 * fetched at the first Play, with the member's token.
 */
export default function VoicePlayer({ chatId, messageId, voice, senderName }: VoicePlayerProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [load, { data: source, isFetching, isError }] = useLazyVoiceNoteAudioQuery();
  const [playing, setPlaying] = useState(false);
  const [playedMs, setPlayedMs] = useState(0);
  // The browser refused to play it (a format it cannot read, a policy): said, not swallowed.
  const [refused, setRefused] = useState(false);
  const playRefused = useCallback(() => {
    setPlaying(false);
    setRefused(true);
  }, []);
  const duration = formatDuration(voice.duration_ms);

  // The recording arrived after Play was pressed: it plays at once.
  useEffect(() => {
    if (source && audio.current && audio.current.src !== source) {
      audio.current.src = source;
      void audio.current.play().catch(playRefused);
    }
  }, [source, playRefused]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    if (source) void element.play().catch(playRefused);
    else void load({ chatId, messageId }, true);
    setPlaying(true);
  };

  return (
    <div
      className="voice-player"
      data-testid={TEST_IDS.voicePlayer}
      data-state={playing ? 'playing' : 'paused'}
    >
      <button
        type="button"
        className="voice-player__toggle"
        disabled={messageId === 0}
        aria-busy={isFetching}
        aria-label={t(playing ? 'voice.pause' : 'voice.play', { name: senderName, duration })}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
      <Waveform bars={voice.waveform} played={playedMs / Math.max(1, voice.duration_ms)} />
      <span className="voice-player__duration" data-testid={TEST_IDS.voiceDuration}>
        {playing || playedMs > 0 ? formatDuration(playedMs) : duration}
      </span>
      {isError || refused ? (
        <span role="alert" className="voice-player__error">
          {t('voice.unavailable')}
        </span>
      ) : null}
      <audio
        ref={audio}
        preload="none"
        onTimeUpdate={(event) => setPlayedMs(event.currentTarget.currentTime * 1000)}
        onPause={() => setPlaying(false)}
        onPlay={() => setPlaying(true)}
        onEnded={() => {
          setPlaying(false);
          setPlayedMs(0);
        }}
      />
    </div>
  );
}
