declare module 'music-tempo' {
  /** music-tempo 1.0 (MIT): beat tracking after Dixon's BeatRoot. */
  export default class MusicTempo {
    constructor(audioData: ArrayLike<number>, params?: Record<string, number>);
    tempo: string | number;
    beats: number[];
  }
}
