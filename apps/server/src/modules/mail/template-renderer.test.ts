import { templateTagProblem } from '@beatmarket/shared';
import { describe, expect, it } from 'vitest';
import { htmlToText, renderTemplate, TrustedHtml } from './template-renderer.js';

describe('template rendering', () => {
  it('escapes values in the body, keeps them as text in the subject, and keeps line breaks', () => {
    const mail = renderTemplate(
      { subject: 'From {{who}}', body: '<p>{{who}} wrote:</p><p>{{message}}</p>' },
      { who: 'Kim <kim@x.co> & "co"', message: 'line one\nline <b>two</b>' },
    );
    expect(mail.subject).toBe('From Kim <kim@x.co> & "co"');
    expect(mail.html).toContain('<p>Kim &#60;kim@x.co&#62; &#38; &#34;co&#34; wrote:</p>');
    expect(mail.html).toContain('<p>line one<br>line &#60;b&#62;two&#60;/b&#62;</p>');
    expect(mail.text).toBe('Kim <kim@x.co> & "co" wrote:\n\nline one\nline <b>two</b>\n');
  });

  it('never expands a tag that arrives inside a value, and folds a subject onto one line', () => {
    const mail = renderTemplate({ subject: 'Re: {{s}}', body: '<p>{{s}}</p>' }, { s: '{{link}}\nBcc: x@y.z' });
    expect(mail.subject).toBe('Re: {{link}} Bcc: x@y.z');
    expect(mail.html).toContain('<p>{{link}}<br>Bcc: x@y.z</p>');
  });

  it('puts a server-built block in place of the paragraph that holds only its tag', () => {
    const items = new TrustedHtml('<ul><li><a href="https://x.test/f">beat.mp3</a></li></ul>', 'beat.mp3');
    const mail = renderTemplate({ subject: 'Files: {{items}}', body: '<p>Yours:</p><p>{{items}}</p>' }, { items });
    expect(mail.subject).toBe('Files: beat.mp3');
    expect(mail.html).toContain(
      '<p>Yours:</p><ul><li><a style="color:#a78bfa" href="https://x.test/f">beat.mp3</a></li></ul>',
    );
    expect(mail.text).toBe('Yours:\n\n- beat.mp3: https://x.test/f\n');
  });

  it('writes links as label: address in the text part, or the address alone when it is the label', () => {
    expect(
      htmlToText(
        '<p><a href="https://a.test/?x=1&amp;y=2">Open</a></p><p><a href="https://b.test">https://b.test</a></p>',
      ),
    ).toBe('Open: https://a.test/?x=1&y=2\n\nhttps://b.test\n');
  });

  it('finds unknown variables and malformed tags', () => {
    const allowed = ['name', 'link'];
    expect(templateTagProblem('Hi {{name}}, {{ link }}', allowed)).toBeNull();
    expect(templateTagProblem('Hi {{nam}} {{x}} {{x}}', allowed)).toBe('Unknown variable: {{nam}}, {{x}}');
    for (const bad of ['{{name', 'name}}', '{{}}', '{{ Name }}', '{{na me}}', '{{{name}}}'])
      expect(templateTagProblem(bad, allowed), bad).toMatch(/^(Malformed|Unknown)/);
  });
});
