/**
 * A voice note's loudness as bars (0–100 each), the played part coloured. Decorative: the
 * player and the recorder say the duration and the progress in words.
 */
export function Waveform({ bars, played = 0 }: { bars: readonly number[]; played?: number }) {
  return (
    <span className="voice-waveform" aria-hidden="true">
      {bars.map((height, index) => (
        <span
          // The bars never reorder: their place is their identity.
          key={index}
          className={
            index / bars.length < played
              ? 'voice-waveform__bar voice-waveform__bar--played'
              : 'voice-waveform__bar'
          }
          style={{ height: `${Math.max(8, height)}%` }}
        />
      ))}
    </span>
  );
}
