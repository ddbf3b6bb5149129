import { describe, expect, it } from 'vitest';
import { multilineText, plainText } from '#shared/schemas/text.ts';

describe('text inputs', () => {
  it.each(['a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085', 'tab\there', 'line\nbreak'])(
    'plain text refuses %j',
    (value) => expect(plainText().safeParse(value).success).toBe(false),
  );

  it('multi-line text keeps tabs and line breaks but refuses NUL and escape', () => {
    expect(multilineText().safeParse('one\r\n\ttwo').success).toBe(true);
    expect(multilineText().safeParse('a\u0000b').success).toBe(false);
    expect(multilineText().safeParse('\u001b[31mred').success).toBe(false);
  });

  it.each(['\u202e', '\u202a', '\u202d', '\u2066', '\u2067', '\u2069'])(
    'both refuse the text-direction control %j',
    (mark) => {
      const value = `Free show${mark}gnp.exe`;
      expect(plainText().safeParse(value).success).toBe(false);
      expect(multilineText().safeParse(value).error?.issues[0]?.message).toMatch(/direction/);
    },
  );

  it('accepts ordinary text in any script', () => {
    expect(plainText().safeParse('東京 ジャズ Night — café').success).toBe(true);
    expect(multilineText().safeParse('ערב ג׳אז בברוקלין\nحفلة موسيقية').success).toBe(true);
  });
});
