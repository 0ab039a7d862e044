import path from 'node:path';
import { OutputTooLarge, type Ffmpeg } from '../../adapters/ffmpeg.js';
import { waveformPeaks } from './audio-analysis.js';
import { ANALYSIS_RATE, checkedInput, describeSeconds, mp3Output, PCM_TO_STDOUT, toFloat32 } from './audio-pipeline.js';

export interface RenderedDemo {
  previewPath: string;
  durationMs: number;
  peaks: number[];
}

/**
 * A store item's demo (decision 0099): one ffmpeg pass writes the 128 kbps preview and the mono PCM its
 * length and waveform come from. No voice tag: the demo shows the kit in use, and what is sold is the ZIP.
 */
export async function renderStoreDemo(
  ffmpeg: Ffmpeg,
  input: { sourcePath: string; workDir: string; maxSeconds: number },
): Promise<RenderedDemo> {
  const previewPath = path.join(input.workDir, 'demo.mp3');
  const source = await checkedInput(input.sourcePath);
  const tooLong = () =>
    new Error(`The demo is longer than ${describeSeconds(input.maxSeconds)}, the longest accepted.`);
  const graph = `[0:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo,asplit=2[preview][an];[an]aresample=${ANALYSIS_RATE},pan=mono|c0=0.5*c0+0.5*c1[mono]`;
  const out = await ffmpeg
    .run(
      [
        '-y',
        '-t',
        String(input.maxSeconds + 1),
        ...source,
        '-filter_complex',
        graph,
        ...mp3Output('[preview]', '128k', previewPath),
        ...PCM_TO_STDOUT,
      ],
      { maxOutput: (input.maxSeconds + 2) * ANALYSIS_RATE * 4 },
    )
    .catch((err: unknown) => {
      throw err instanceof OutputTooLarge ? tooLong() : err;
    });
  const samples = toFloat32(out);
  if (samples.length < ANALYSIS_RATE) throw new Error('The demo is shorter than one second');
  if (samples.length > input.maxSeconds * ANALYSIS_RATE) throw tooLong();
  return {
    previewPath,
    durationMs: Math.round((samples.length / ANALYSIS_RATE) * 1000),
    peaks: waveformPeaks({ samples, sampleRate: ANALYSIS_RATE }),
  };
}
