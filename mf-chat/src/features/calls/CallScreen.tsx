import { Modal } from '@dating/ui/Modal';
import type { CallScreenRequest } from '@dating/web';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFromChat } from '../chat/ReportFromChat';
import { formatCallDuration } from './formatCallDuration';
import { playRingTone } from './ringTone';
import { useCallSession, type CallPhase } from './useCallSession';
import './callScreen.css';

/** How long the call's end stays on screen before it closes by itself. */
const END_SHOWN_MS = 4000;

function StreamVideo({
  stream,
  label,
  muted,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  muted: boolean;
  className: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      className={className}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
    />
  );
}

function ControlButton({
  label,
  pressed,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`call-control${danger ? ' call-control--danger' : ''}`}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}

const over = (phase: CallPhase) =>
  phase.name === 'ended' ||
  phase.name === 'refused' ||
  phase.name === 'failed' ||
  phase.name === 'takenElsewhere';

/**
 * The call screen, over whatever page is open: who, what state the call is in (announced to
 * screen readers as it changes), the other's video with a small self-view, and the controls.
 */
export function CallScreen({
  request,
  onClose,
  onOver,
}: {
  request: CallScreenRequest;
  onClose: () => void;
  /** Told once the call is over and only its end is on screen. */
  onOver?: () => void;
}) {
  const { t } = useTranslation();
  const call = useCallSession(request);
  const { peer, phase } = call;
  const [reporting, setReporting] = useState(false);
  const name = peer.name;

  // The ring: Web Audio tones while it rings, on either side.
  useEffect(() => {
    if (phase.name !== 'ringingIn' && phase.name !== 'ringingOut') return;
    return playRingTone(phase.name === 'ringingIn' ? 'incoming' : 'outgoing');
  }, [phase.name]);

  const isOver = over(phase);
  useEffect(() => {
    if (isOver) onOver?.();
  }, [isOver, onOver]);

  // The end is read, then the screen goes by itself (unless the member is reporting).
  useEffect(() => {
    if (phase.name === 'takenElsewhere') return onClose();
    if (!over(phase) || reporting) return;
    const timer = window.setTimeout(onClose, END_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [phase, reporting, onClose]);

  const kindLabel = t(peer.kind === 'video' ? 'calls.videoCall' : 'calls.voiceCall');
  const status = ((): string => {
    switch (phase.name) {
      case 'starting':
      case 'ringingOut':
        return t('calls.calling', { name });
      case 'ringingIn':
        return t(peer.kind === 'video' ? 'calls.incomingVideo' : 'calls.incomingVoice');
      case 'connecting':
        return t('calls.connecting');
      case 'active':
        return t('calls.connected', { name });
      case 'ended':
        if (phase.outcome === 'completed') {
          return t('calls.ended', { duration: formatCallDuration(phase.seconds) });
        }
        return phase.outcome === 'busy'
          ? t('calls.busy', { name })
          : t(phase.outcome === 'declined' ? 'calls.declined' : 'calls.missed');
      case 'refused':
        return phase.reason ? t(`calls.refused.${phase.reason}`, { name }) : t('calls.failed');
      case 'failed':
        return t(phase.why === 'noDevices' ? 'calls.noDevices' : 'calls.failed');
      case 'takenElsewhere':
        return '';
    }
  })();

  const inCall = phase.name === 'connecting' || phase.name === 'active';
  const showsVideo = peer.kind === 'video' && !over(phase);
  const title =
    phase.name === 'ringingIn' ? t('calls.incoming', { name }) : t('calls.callWith', { name });

  return (
    <Modal
      open
      fullScreen
      className="call-screen"
      title={title}
      // Escape: declines a ring, closes an ended call; a call in progress ends only by Hang up.
      onClose={() => {
        if (phase.name === 'ringingIn') call.decline();
        else if (over(phase)) onClose();
      }}
    >
      {/* Who is calling or called, while no video shows them. */}
      {peer.image && !(showsVideo && inCall) ? (
        <img className="call-screen__photo" src={peer.image} alt="" />
      ) : null}
      <p className="call-screen__kind">{kindLabel}</p>
      <p className="call-screen__status" role="status" data-call-phase={phase.name}>
        {status}
      </p>
      {showsVideo ? (
        <div className="call-screen__videos">
          <StreamVideo
            stream={call.remoteStream}
            label={t('calls.theirVideo', { name })}
            muted={false}
            className="call-screen__remote"
          />
          <StreamVideo
            stream={call.localStream}
            label={t('calls.selfView')}
            muted
            className="call-screen__self"
          />
        </div>
      ) : (
        // A voice call's sound plays through an element of its own.
        <StreamVideo
          stream={call.remoteStream}
          label={t('calls.theirVideo', { name })}
          muted={false}
          className="call-screen__audio"
        />
      )}
      <div className="call-screen__controls">
        {phase.name === 'ringingIn' ? (
          <>
            <ControlButton label={t('calls.decline')} danger onClick={call.decline}>
              <path d="M6 6l12 12M18 6L6 18" />
            </ControlButton>
            <ControlButton label={t('calls.accept')} onClick={() => void call.accept()}>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" />
            </ControlButton>
          </>
        ) : null}
        {inCall ? (
          <>
            <ControlButton label={t('calls.mute')} pressed={call.muted} onClick={call.toggleMute}>
              <path d="M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM5 11a7 7 0 0014 0M12 18v3" />
            </ControlButton>
            {peer.kind === 'video' ? (
              <>
                <ControlButton
                  label={t('calls.cameraOff')}
                  pressed={call.cameraOff}
                  onClick={call.toggleCamera}
                >
                  <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />
                </ControlButton>
                <ControlButton
                  label={t('calls.switchCamera')}
                  onClick={() => void call.switchCamera()}
                >
                  <path d="M4 12a8 8 0 0114-5l2-2v6h-6l2-2a5 5 0 00-9 3M20 12a8 8 0 01-14 5l-2 2v-6h6l-2 2a5 5 0 009-3" />
                </ControlButton>
              </>
            ) : null}
          </>
        ) : null}
        {inCall || phase.name === 'starting' || phase.name === 'ringingOut' ? (
          <ControlButton label={t('calls.hangUp')} danger onClick={call.hangUp}>
            <path d="M3 15c5-5 13-5 18 0l-2 3-4-2v-3a9 9 0 00-6 0v3l-4 2z" />
          </ControlButton>
        ) : null}
        {peer.incoming && phase.name !== 'takenElsewhere' ? (
          <button
            type="button"
            className="dating-button call-screen__report"
            onClick={() => setReporting(true)}
          >
            {t('calls.report')}
          </button>
        ) : null}
        {over(phase) ? (
          <button type="button" className="dating-button" onClick={onClose}>
            {t('calls.close')}
          </button>
        ) : null}
      </div>
      {reporting ? (
        <ReportFromChat
          member={{ user_id: peer.userId, user_name: name }}
          messages={[]}
          offerFirst={false}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </Modal>
  );
}
