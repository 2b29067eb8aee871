/**
 * The ring, made with Web Audio (no sound file to download): two short tones every 3 s for an
 * incoming call, one softer tone every 4 s while calling out. Stops with the function it answers.
 */
export function playRingTone(kind: 'incoming' | 'outgoing'): () => void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return () => undefined;
  const context = new AudioContextClass();
  const beep = (at: number, frequency: number, length: number, volume: number) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(volume, at + 0.02);
    gain.gain.linearRampToValueAtTime(0, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length);
  };
  const ring = () => {
    const now = context.currentTime;
    if (kind === 'incoming') {
      beep(now, 880, 0.4, 0.2);
      beep(now + 0.5, 660, 0.4, 0.2);
    } else {
      beep(now, 440, 1, 0.08);
    }
  };
  ring();
  const timer = window.setInterval(ring, kind === 'incoming' ? 3000 : 4000);
  return () => {
    window.clearInterval(timer);
    void context.close();
  };
}
