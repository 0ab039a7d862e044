import { describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../constants.js';
import { infoSnippetId, normalizeEditorLink, pageSnippetId, youtubeVideoId } from './pages.js';

describe('content rules', () => {
  it('every page slug has a text: the policies share the sign-up texts, the rest their own', () => {
    expect(pageSnippetId('usage-policy')).toBe('tos');
    expect(pageSnippetId('privacy-policy')).toBe('privacy');
    expect(PAGE_SLUGS.filter((s) => pageSnippetId(s) === s)).toHaveLength(10);
  });

  it('editor links (spec §5): https:// without a scheme; empty removes; id::, mailto and site paths kept', () => {
    expect(normalizeEditorLink('')).toBeNull();
    expect(normalizeEditorLink('https://')).toBeNull();
    expect(normalizeEditorLink('beatmarket.test')).toBe('https://beatmarket.test');
    expect(normalizeEditorLink('localhost:3000/x')).toBe('https://localhost:3000/x');
    expect(normalizeEditorLink('mailto:hi@beatmarket.test')).toBe('mailto:hi@beatmarket.test');
    expect(normalizeEditorLink('id::purchase-info')).toBe('id::purchase-info');
    expect(normalizeEditorLink('/page/about-us')).toBe('/page/about-us');
    expect(normalizeEditorLink('//cdn.example')).toBe('https://cdn.example');
  });

  it('information links: id:: then a snippet id', () => {
    expect(infoSnippetId('id::premium-users')).toBe('premium-users');
    expect(infoSnippetId(' id::beats_faq ')).toBe('beats_faq');
    expect(infoSnippetId('id::')).toBeNull();
    expect(infoSnippetId('id::../etc')).toBeNull();
    expect(infoSnippetId('https://x.example')).toBeNull();
    expect(infoSnippetId(null)).toBeNull();
  });

  it('YouTube addresses of every form give the video id; others none', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=x&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=3',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(url), url).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://vimeo.com/123')).toBeNull();
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
