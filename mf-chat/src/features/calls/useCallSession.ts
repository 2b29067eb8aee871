import type {
  CallEndNotice,
  CallKind,
  CallOutcome,
  CallRefusal,
  CallSignalNotice,
  IceServer,
} from '@dating/contract';
import { currentRealtime, type CallScreenRequest, type RealtimeSocket } from '@dating/web';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CallPhase =
  | { name: 'starting' }
  | { name: 'ringingOut' }
  | { name: 'ringingIn' }
  | { name: 'connecting' }
  | { name: 'active' }
  | { name: 'ended'; outcome: CallOutcome; seconds: number }
  | { name: 'refused'; reason: CallRefusal | undefined }
  | { name: 'failed'; why: 'noDevices' | 'failed' }
  /** Another tab of the member took the call: this one has nothing to show. */
  | { name: 'takenElsewhere' };

export interface CallPeer {
  chatId: number;
  userId: number;
  name: string;
  /** The other's main photo URL, when they have one others may see. */
  image?: string;
  kind: CallKind;
  /** The member called, who may report the caller from the call screen. */
  incoming: boolean;
}

export function peerOf(request: CallScreenRequest): CallPeer {
  if ('incoming' in request) {
    const ring = request.incoming;
    return {
      chatId: ring.chat_id,
      userId: ring.caller_id,
      name: ring.caller_name,
      image: ring.caller_image || undefined,
      kind: ring.kind,
      incoming: true,
    };
  }
  return { ...request.outgoing, incoming: false };
}

type Signal = Omit<CallSignalNotice, 'call_id'>;

/**
 * One call on this tab: the media of the member's own microphone (and camera), the
 * RTCPeerConnection to the other browser, and the server's signalling over the page's socket.
 * The caller makes the offer once the call is accepted; ICE candidates go both ways as found.
 */
export function useCallSession(request: CallScreenRequest) {
  const peer = peerOf(request);
  const [phase, setPhase] = useState<CallPhase>(
    'incoming' in request ? { name: 'ringingIn' } : { name: 'starting' },
  );
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const callId = useRef<number | null>('incoming' in request ? request.incoming.call_id : null);
  const connection = useRef<RTCPeerConnection | null>(null);
  const media = useRef<MediaStream | null>(null);
  // Signals that came before this side's connection was made.
  const early = useRef<Signal[]>([]);
  const remoteDescribed = useRef(false);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  const accepted = useRef(false);

  const socket = (): RealtimeSocket | null => currentRealtime();

  const stopMedia = useCallback(() => {
    connection.current?.close();
    connection.current = null;
    media.current?.getTracks().forEach((track) => track.stop());
    media.current = null;
  }, []);

  const finish = useCallback(
    (next: CallPhase) => {
      stopMedia();
      setPhase(next);
    },
    [stopMedia],
  );

  const openMedia = async (): Promise<MediaStream | null> => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: peer.kind === 'video',
      });
      media.current = stream;
      setLocalStream(stream);
      return stream;
    } catch {
      return null;
    }
  };

  const applySignal = useCallback(async (signal: Signal) => {
    const pc = connection.current;
    if (!pc) {
      early.current.push(signal);
      return;
    }
    if (signal.description) {
      await pc.setRemoteDescription(signal.description);
      remoteDescribed.current = true;
      for (const candidate of pendingCandidates.current.splice(0)) {
        await pc.addIceCandidate(candidate);
      }
      if (signal.description.type === 'offer') {
        await pc.setLocalDescription(await pc.createAnswer());
        const answer = pc.localDescription;
        if (answer && callId.current !== null) {
          socket()?.emit('callsignal', {
            call_id: callId.current,
            description: { type: 'answer', sdp: answer.sdp },
          });
        }
      }
    }
    if (signal.candidate) {
      if (remoteDescribed.current) await pc.addIceCandidate(signal.candidate);
      else pendingCandidates.current.push(signal.candidate);
    }
  }, []);

  const connect = useCallback(
    (iceServers: IceServer[], stream: MediaStream, makeOffer: boolean) => {
      const pc = new RTCPeerConnection({ iceServers });
      connection.current = pc;
      stream.getTracks().forEach((track) => pc.addTrack(track, stream));
      pc.ontrack = (event) => setRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
      pc.onicecandidate = ({ candidate }) => {
        if (!candidate || callId.current === null) return;
        socket()?.emit('callsignal', {
          call_id: callId.current,
          candidate: {
            candidate: candidate.candidate,
            sdpMid: candidate.sdpMid,
            sdpMLineIndex: candidate.sdpMLineIndex,
          },
        });
      };
      pc.onconnectionstatechange = () => {
        if (pc.connectionState === 'connected') setPhase({ name: 'active' });
        if (pc.connectionState === 'failed') {
          if (callId.current !== null) socket()?.emit('callhangup', { call_id: callId.current });
          finish({ name: 'failed', why: 'failed' });
        }
      };
      setPhase({ name: 'connecting' });
      if (makeOffer) {
        void (async () => {
          await pc.setLocalDescription(await pc.createOffer());
          const offer = pc.localDescription;
          if (offer && callId.current !== null) {
            socket()?.emit('callsignal', {
              call_id: callId.current,
              description: { type: 'offer', sdp: offer.sdp },
            });
          }
        })();
      }
      for (const signal of early.current.splice(0)) void applySignal(signal);
    },
    [applySignal, finish],
  );

  // The server's events for this call: taken, negotiated, ended.
  const iceForOffer = useRef<IceServer[]>([]);
  useEffect(() => {
    const live = socket();
    if (!live) return;
    const mine = (id: number) => id === callId.current;
    const onAccepted = ({ call_id }: { call_id: number }) => {
      if (!mine(call_id)) return;
      if (!peer.incoming && media.current) connect(iceForOffer.current, media.current, true);
      else if (peer.incoming && !accepted.current) finish({ name: 'takenElsewhere' });
    };
    const onSignal = ({ call_id, ...signal }: CallSignalNotice) => {
      if (mine(call_id)) void applySignal(signal);
    };
    const onEnd = ({ call_id, outcome, seconds }: CallEndNotice) => {
      if (mine(call_id)) finish({ name: 'ended', outcome, seconds });
    };
    live.on('callaccepted', onAccepted);
    live.on('callsignal', onSignal);
    live.on('callend', onEnd);
    return () => {
      live.off('callaccepted', onAccepted);
      live.off('callsignal', onSignal);
      live.off('callend', onEnd);
    };
  }, [applySignal, connect, finish, peer.incoming]);

  // The caller: media first (the member sees themselves while it rings), then the ring.
  const started = useRef(false);
  useEffect(() => {
    if (peer.incoming || started.current) return;
    started.current = true;
    void (async () => {
      const stream = await openMedia();
      if (!stream) return finish({ name: 'failed', why: 'noDevices' });
      const answer = await socket()?.emitWithAck('callstart', {
        chat_id: peer.chatId,
        kind: peer.kind,
      });
      if (!answer || answer.status !== 'true') {
        return finish({
          name: 'refused',
          reason: answer && 'reason' in answer ? answer.reason : undefined,
        });
      }
      callId.current = answer.call_id;
      iceForOffer.current = answer.ice_servers;
      setPhase((current) => (current.name === 'starting' ? { name: 'ringingOut' } : current));
    })();
    // Runs once for the screen's call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Closing the screen (or the tab's page) while in a call ends it.
  useEffect(
    () => () => {
      if (callId.current !== null && media.current) {
        socket()?.emit('callhangup', { call_id: callId.current });
      }
      stopMedia();
    },
    [stopMedia],
  );

  const accept = async () => {
    const stream = await openMedia();
    if (!stream || callId.current === null) {
      if (callId.current !== null) socket()?.emit('calldecline', { call_id: callId.current });
      return finish({ name: 'failed', why: 'noDevices' });
    }
    accepted.current = true;
    setPhase({ name: 'connecting' });
    const answer = await socket()?.emitWithAck('callaccept', { call_id: callId.current });
    if (!answer || answer.status !== 'true') return finish({ name: 'failed', why: 'failed' });
    connect(answer.ice_servers, stream, false);
  };

  const decline = () => {
    if (callId.current !== null) socket()?.emit('calldecline', { call_id: callId.current });
    finish({ name: 'ended', outcome: 'declined', seconds: 0 });
  };

  const hangUp = () => {
    if (callId.current !== null) socket()?.emit('callhangup', { call_id: callId.current });
    // The server's callend says how it ended; until then the call shows as ending.
    stopMedia();
  };

  const toggleMute = () => {
    const next = !muted;
    media.current?.getAudioTracks().forEach((track) => (track.enabled = !next));
    setMuted(next);
  };

  const toggleCamera = () => {
    const next = !cameraOff;
    media.current?.getVideoTracks().forEach((track) => (track.enabled = !next));
    setCameraOff(next);
  };

  /** The next camera of the device (front and back on a phone), in place of the current one. */
  const switchCamera = async () => {
    const current = media.current?.getVideoTracks()[0];
    if (!current) return;
    const cameras = (await navigator.mediaDevices.enumerateDevices()).filter(
      (device) => device.kind === 'videoinput',
    );
    if (cameras.length < 2) return;
    const at = cameras.findIndex((camera) => camera.deviceId === current.getSettings().deviceId);
    const next = cameras[(at + 1) % cameras.length]!;
    const fresh = await navigator.mediaDevices.getUserMedia({
      video: { deviceId: { exact: next.deviceId } },
    });
    const track = fresh.getVideoTracks()[0]!;
    track.enabled = !cameraOff;
    const sender = connection.current?.getSenders().find((s) => s.track?.kind === 'video');
    await sender?.replaceTrack(track);
    media.current?.removeTrack(current);
    current.stop();
    media.current?.addTrack(track);
    setLocalStream(new MediaStream(media.current?.getTracks() ?? [track]));
  };

  return {
    peer,
    phase,
    localStream,
    remoteStream,
    muted,
    cameraOff,
    accept,
    decline,
    hangUp,
    toggleMute,
    toggleCamera,
    switchCamera,
  };
}
