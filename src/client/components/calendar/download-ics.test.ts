import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-ics.ts';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name', () => {
    const header = `attachment; filename="Night.ics"; filename*=UTF-8''${encodeURIComponent('東京-ジャズ-Night.ics')}`;
    expect(fileNameFrom(header)).toBe('東京-ジャズ-Night.ics');
  });

  it('falls back to the ASCII name, then to a default', () => {
    expect(fileNameFrom('attachment; filename="Night.ics"')).toBe('Night.ics');
    expect(fileNameFrom(`attachment; filename="Night.ics"; filename*=UTF-8''%E0%A4`)).toBe(
      'Night.ics',
    );
    expect(fileNameFrom(null)).toBe('event.ics');
  });
});
