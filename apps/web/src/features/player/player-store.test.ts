import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beat } from '../../lib/beat';
import type { DemoTrack } from '../../lib/track';
import { currentTrack } from './player-state';
import { createPlayer } from './player-store';

const beat = (id: number): Beat =>
  ({
    id,
    title: `Beat ${id}`,
    full_title: `Beat ${id}`,
    demo_url: `/media/previews/${id}.mp3`,
    duration: 24,
    producer_name: 'Lena Cruz',
  }) as Beat;
const list = [beat(1), beat(2), beat(3)];

function setup(play: () => Promise<void> = () => Promise.resolve()) {
  const audio = document.createElement('audio');
  vi.spyOn(audio, 'play').mockImplementation(play);
  vi.spyOn(audio, 'pause').mockImplementation(() => audio.dispatchEvent(new Event('pause')));
  const randomBeats = vi.fn(async () => [beat(90), beat(91)]);
  const onStarted = vi.fn();
  const player = createPlayer(audio, { randomBeats, onStarted });
  return { audio, player, randomBeats, onStarted };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => (document.cookie = 'beat-player-no-autoplay=; max-age=0; path=/'));
afterEach(() => vi.useRealTimers());

const demo = (id: number): DemoTrack => ({
  demo_of: 'store_item',
  id,
  slug: `kit-${id}`,
  title: `Kit ${id}`,
  seller_name: 'Kay Beats',
  image_url: null,
  demo_url: `/media/public/store-demos/${id}.mp3`,
  waveform_url: null,
  duration: 12,
});

describe('the player (spec §4)', () => {
  it('plays a store item’s demo as a track of its own: no beat play is recorded, and a beat of the same id is another track', async () => {
    const { player, audio, onStarted } = setup();
    player.play(demo(1), [demo(1), demo(2)], 'store');
    expect(audio.getAttribute('src')).toBe('/media/public/store-demos/1.mp3');
    audio.dispatchEvent(new Event('playing'));
    expect(onStarted).not.toHaveBeenCalled();
    await player.next();
    expect(currentTrack(player.getState())).toMatchObject({ demo_of: 'store_item', id: 2 });
    // Beat 2 is not the demo of store item 2: it starts instead of resuming.
    player.play(list[1]!, list, 'p');
    expect(audio.getAttribute('src')).toBe('/media/previews/2.mp3');
    audio.dispatchEvent(new Event('playing'));
    expect(onStarted).toHaveBeenCalledTimes(1);
  });

  it('keeps history and index; previous is off at index 0; next follows the playlist then random beats', async () => {
    const { player, audio } = setup();
    player.play(list[0]!, list, 'section:newest');
    expect(player.getState().index).toBe(0);
    expect(audio.getAttribute('src')).toBe('/media/previews/1.mp3');
    player.previous();
    expect(player.getState().index).toBe(0);
    await player.next();
    await player.next();
    expect(player.getState().history.map((b) => b.id)).toEqual([1, 2, 3]);
    await player.next();
    expect(currentTrack(player.getState())?.id).toBe(90);
    player.previous();
    player.previous();
    expect(currentTrack(player.getState())?.id).toBe(2);
    await player.next();
    expect(currentTrack(player.getState())?.id).toBe(3);
  });

  it('pausing sets the no-autoplay cookie; playing removes it and records the play once', () => {
    const { player, audio, onStarted } = setup();
    player.play(list[0]!, list, 'p');
    audio.dispatchEvent(new Event('playing'));
    audio.dispatchEvent(new Event('playing'));
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(player.getState()).toMatchObject({ playing: true, everPlayed: true });
    player.pause();
    expect(document.cookie).toContain('beat-player-no-autoplay=1');
    expect(player.getState().playing).toBe(false);
    audio.dispatchEvent(new Event('playing'));
    expect(document.cookie).not.toContain('beat-player-no-autoplay=1');
  });

  it('marks itself unauthorized and pauses when autoplay is blocked', async () => {
    const { player, audio } = setup(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    player.play(list[0]!, list, 'p');
    await flush();
    expect(player.getState()).toMatchObject({ unauthorized: true, playing: false });
    expect(audio.pause).toHaveBeenCalled();
  });

  it('shows the loader only after 250 ms of buffering', () => {
    vi.useFakeTimers();
    const { player, audio } = setup();
    player.play(list[0]!, list, 'p');
    audio.dispatchEvent(new Event('waiting'));
    vi.advanceTimersByTime(200);
    expect(player.getState().buffering).toBe(false);
    vi.advanceTimersByTime(60);
    expect(player.getState().buffering).toBe(true);
    audio.dispatchEvent(new Event('canplay'));
    expect(player.getState().buffering).toBe(false);
  });

  it('loads another random beat on an audio error, and prefetches one when a track can play', async () => {
    const { player, audio, randomBeats } = setup();
    player.play(list[2]!, list, 'p');
    audio.dispatchEvent(new Event('canplay'));
    await flush();
    expect(randomBeats).toHaveBeenCalledTimes(1);
    audio.dispatchEvent(new Event('error'));
    await flush();
    expect(currentTrack(player.getState())?.id).toBe(90);
    expect(randomBeats).toHaveBeenCalledTimes(1);
  });

  it('seeks by percent and sets the volume 0-100', () => {
    const { player, audio } = setup();
    player.play(list[0]!, list, 'p');
    Object.defineProperty(audio, 'duration', { value: 200, configurable: true });
    player.seek(25);
    expect(audio.currentTime).toBe(50);
    player.setVolume(140);
    expect(player.getState().volume).toBe(100);
    expect(audio.volume).toBe(1);
    player.setVolume(30);
    expect(audio.volume).toBeCloseTo(0.3);
    // Spec §5 circle slider: a value that is not a number becomes 75.
    player.setVolume(Number('loud'));
    expect(player.getState().volume).toBe(75);
    expect(audio.volume).toBeCloseTo(0.75);
  });

  it('reports a play to 30 s once, from time heard: a seek ahead does not count (issue 17)', () => {
    const audio = document.createElement('audio');
    vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    const onPlayed30s = vi.fn();
    const player = createPlayer(audio, { randomBeats: async () => [], onStarted: () => {}, onPlayed30s });
    let now = 0;
    Object.defineProperty(audio, 'currentTime', { get: () => now, set: (v: number) => (now = v) });
    const tick = (to: number) => {
      now = to;
      audio.dispatchEvent(new Event('timeupdate'));
    };
    player.play(list[0]!, list, 'p');
    audio.dispatchEvent(new Event('playing'));
    tick(60); // a seek: 60 s ahead, nothing heard
    for (let t = 60.5; t <= 89; t += 0.5) tick(t);
    expect(onPlayed30s).not.toHaveBeenCalled();
    for (let t = 89.5; t <= 100; t += 0.5) tick(t);
    expect(onPlayed30s).toHaveBeenCalledTimes(1);
    expect(onPlayed30s).toHaveBeenCalledWith(list[0]);
  });

  it('reports the play heard with its start’s token once the seconds it named are heard (decision 0094)', async () => {
    const audio = document.createElement('audio');
    vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    const onHeard = vi.fn();
    const onStarted = vi.fn(async () => ({ token: 'tok-1', seconds: 20 }));
    const player = createPlayer(audio, { randomBeats: async () => [], onStarted, onHeard });
    let now = 0;
    Object.defineProperty(audio, 'currentTime', { get: () => now, set: (v: number) => (now = v) });
    const tick = (to: number) => {
      now = to;
      audio.dispatchEvent(new Event('timeupdate'));
    };
    player.play(list[0]!, list, 'p');
    audio.dispatchEvent(new Event('playing'));
    await flush();
    tick(40); // a seek ahead is not heard
    for (let t = 40.5; t < 59.5; t += 0.5) tick(t);
    expect(onHeard).not.toHaveBeenCalled();
    for (let t = 59.5; t <= 80; t += 0.5) tick(t);
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(onHeard).toHaveBeenCalledTimes(1);
    expect(onHeard).toHaveBeenCalledWith(list[0], 'tok-1');
  });

  it('reports each tenth of the preview heard once, with the play’s token (decision 0103)', async () => {
    const audio = document.createElement('audio');
    vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    const onReached = vi.fn();
    const onStarted = vi.fn(async () => ({ token: 'tok-2', seconds: 20 }));
    const player = createPlayer(audio, { randomBeats: async () => [], onStarted, onReached });
    let now = 0;
    Object.defineProperty(audio, 'currentTime', { get: () => now, set: (v: number) => (now = v) });
    Object.defineProperty(audio, 'duration', { get: () => 40 });
    const tick = (to: number) => {
      now = to;
      audio.dispatchEvent(new Event('timeupdate'));
    };
    player.play(list[0]!, list, 'p');
    audio.dispatchEvent(new Event('playing'));
    await flush();
    for (let t = 0.25; t <= 11; t += 0.25) tick(t);
    expect(onReached.mock.calls.map((c) => c[2])).toEqual([1, 2]);
    tick(30); // a seek ahead is not heard
    for (let t = 30.25; t <= 40; t += 0.25) tick(t);
    expect(onReached.mock.calls.map((c) => c[2])).toEqual([1, 2, 3, 4, 5]);
    expect(onReached).toHaveBeenCalledWith(list[0], 'tok-2', 5);
  });

  it('counts towards the token only what is heard after its answer came (the server dates the play from it)', async () => {
    const audio = document.createElement('audio');
    vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    const onHeard = vi.fn();
    let answer!: (pass: { token: string; seconds: number }) => void;
    const onStarted = vi.fn(() => new Promise<{ token: string; seconds: number }>((r) => (answer = r)));
    const player = createPlayer(audio, { randomBeats: async () => [], onStarted, onHeard });
    let now = 0;
    Object.defineProperty(audio, 'currentTime', { get: () => now, set: (v: number) => (now = v) });
    const tick = (to: number) => {
      now = to;
      audio.dispatchEvent(new Event('timeupdate'));
    };
    player.play(list[0]!, list, 'p');
    audio.dispatchEvent(new Event('playing'));
    for (let t = 0.5; t <= 5; t += 0.5) tick(t); // five seconds play before the answer
    answer({ token: 'tok-slow', seconds: 20 });
    await flush();
    for (let t = 5.5; t < 24.5; t += 0.5) tick(t);
    expect(onHeard).not.toHaveBeenCalled();
    for (let t = 24.5; t <= 26; t += 0.5) tick(t);
    expect(onHeard).toHaveBeenCalledTimes(1);
    expect(onHeard).toHaveBeenCalledWith(list[0], 'tok-slow');
  });
});
