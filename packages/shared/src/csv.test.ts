import { describe, expect, it } from 'vitest';
import { csvField, csvLines } from './csv.js';

describe('csv', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(-3)).toBe('-3');
  });

  it('makes text a spreadsheet would run into plain text, but leaves numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('-0.05')).toBe('-0.05');
    expect(csvField(-5)).toBe('-5');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvLines([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
