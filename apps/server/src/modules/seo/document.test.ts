import { describe, expect, it } from 'vitest';
import { fillTemplate, prepareTemplate } from './document.js';
import { clip, dollars, isoDuration, jsonForScript, textOf } from './markup.js';

const TEMPLATE =
  '<head><meta charset="UTF-8" />\n<!--ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-state--><script type="module" src="/a.js"></script></body>';

describe('the page template', () => {
  it('takes the head, the rendered app and its state at their markers', () => {
    const page = fillTemplate(TEMPLATE, {
      head: '<title>T</title>',
      html: '<main>app</main>',
      state: '<script type="application/json" id="bm-state">{}</script>',
    });
    expect(page).toBe(
      '<head><meta charset="UTF-8" />\n<title>T</title></head><body><div id="root"><main>app</main></div><script type="application/json" id="bm-state">{}</script><script type="module" src="/a.js"></script></body>',
    );
  });

  it('leaves nothing behind when nothing was rendered, and keeps `$` patterns as text', () => {
    const page = fillTemplate(TEMPLATE, { head: "<title>$& $' $`</title>", html: '', state: '' });
    expect(page).toContain("<title>$& $' $`</title>");
    expect(page).toContain('<div id="root"></div><script type="module"');
    expect(page).not.toContain('<!--');
  });

  it("drops the template's static title (kept for the dev server), and marks a template without markers", () => {
    expect(prepareTemplate('<head><title>Beatmarket</title>\n    <!-- a note -->\n    <!--ssr-head--></head>')).toBe(
      '<head><!--ssr-head--></head>',
    );
    const old = prepareTemplate('<html><head><title>Old</title></head><body><div id="root"></div></body></html>');
    expect(fillTemplate(old, { head: '<title>New</title>', html: '', state: '' })).toBe(
      '<html><head><title>New</title>\n  </head><body><div id="root"></div></body></html>',
    );
  });
});

describe('markup helpers', () => {
  it('keep JSON inside a script element', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('write cents as dollars and milliseconds as ISO durations without floating point', () => {
    expect([dollars(2999), dollars(5), dollars(100), dollars(0), dollars(123456789)]).toEqual([
      '29.99',
      '0.05',
      '1.00',
      '0.00',
      '1234567.89',
    ]);
    expect([isoDuration(150_000), isoDuration(3_600_000), isoDuration(400), isoDuration(3_725_000)]).toEqual([
      'PT2M30S',
      'PT1H',
      'PT0S',
      'PT1H2M5S',
    ]);
  });

  it('read stored HTML as text, and clip it at a word', () => {
    expect(textOf('<p>Fish &amp; chips&nbsp;&#39;n&#x27; <b>more</b></p><script>x()</script>')).toBe(
      "Fish & chips 'n' more",
    );
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(clip('short', 12)).toBe('short');
  });
});
