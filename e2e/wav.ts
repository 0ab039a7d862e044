/** A mono 16-bit PCM WAV made in memory: `sample(t)` gives the level (-1..1) at each instant (silence by default). */
export function monoWav(seconds: number, rate: number, sample: (t: number) => number = () => 0): Buffer {
  const n = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(sample(i / rate) * 32767), 44 + i * 2);
  return buf;
}

/** A 120 BPM click over a low tone: enough for the audio pipeline to chew on. */
export const clickTrackWav = (seconds = 6, rate = 22050) =>
  monoWav(seconds, rate, (t) => {
    const beat = t % 0.5;
    const click = beat < 0.02 ? Math.sin(2 * Math.PI * 1000 * t) * (1 - beat / 0.02) : 0;
    return 0.2 * Math.sin(2 * Math.PI * 110 * t) + 0.6 * click;
  });
