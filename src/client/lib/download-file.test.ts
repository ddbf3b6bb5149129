import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file.ts';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name', () => {
    const header = `attachment; filename="data.json"; filename*=UTF-8''${encodeURIComponent('données-ジャズ.json')}`;
    expect(fileNameFrom(header, 'x.json')).toBe('données-ジャズ.json');
  });

  it('falls back to the ASCII name, then to the given default', () => {
    expect(fileNameFrom('attachment; filename="data.json"', 'x.json')).toBe('data.json');
    expect(fileNameFrom(`attachment; filename="data.json"; filename*=UTF-8''%E0%A4`, 'x')).toBe(
      'data.json',
    );
    expect(fileNameFrom('attachment', 'x.json')).toBe('x.json');
    expect(fileNameFrom(null, 'x.json')).toBe('x.json');
  });
});
