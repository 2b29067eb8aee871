import { FRAME_MAX_SIDE } from '@dating/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'live' | 'unavailable';

/** The JPEG quality of a frame: small enough to send eight, sharp enough for the models. */
const FRAME_QUALITY = 0.85;

/** The camera API, missing in browsers without one and outside secure contexts. */
function cameraApi(): MediaDevices | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The front camera while the component using it is mounted: its live picture goes to the video
 * element given, `capture` draws the current frame (at most FRAME_MAX_SIDE pixels a side, not
 * mirrored) to a canvas as a JPEG data URL. 'unavailable' when there is no camera or the member
 * refused it. The tracks stop on unmount, so the camera light goes off as soon as the frames are
 * taken or the member leaves.
 */
export function useSelfieCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(() =>
    cameraApi()?.getUserMedia ? 'starting' : 'unavailable',
  );

  useEffect(() => {
    const media = cameraApi();
    if (!media?.getUserMedia) return;
    let stream: MediaStream | null = null;
    let left = false;
    media.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(
      (opened) => {
        if (left) return stopTracks(opened);
        stream = opened;
        if (video.current) video.current.srcObject = opened;
        setState('live');
      },
      () => {
        if (!left) setState('unavailable');
      },
    );
    return () => {
      left = true;
      if (stream) stopTracks(stream);
    };
  }, []);

  const capture = useCallback((): string | null => {
    const frame = video.current;
    if (!frame || frame.videoWidth === 0) return null;
    const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(frame.videoWidth, frame.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(frame.videoWidth * scale);
    canvas.height = Math.round(frame.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', FRAME_QUALITY);
  }, []);

  return { video, state, capture };
}
