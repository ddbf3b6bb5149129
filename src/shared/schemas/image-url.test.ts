import { describe, expect, it } from 'vitest';
import { imageUrlInput } from '#shared/schemas/image-url.ts';

const parse = (value: string) => imageUrlInput.safeParse(value);

describe('event image addresses', () => {
  it.each([
    ['/uploads/events/0b9c6f0e-1d2a-4c55-9a39-2f1e7c3b4d5e.webp'],
    ['/images/events/music.svg'],
    ['https://cdn.example.com/photos/show.jpg?w=800'],
  ])('accepts %s as given', (value) => {
    expect(parse(value).data).toBe(value);
  });

  it('stores nothing for an empty field, and trims spaces', () => {
    expect(parse('').data).toBeNull();
    expect(parse('  /images/events/art.svg ').data).toBe('/images/events/art.svg');
  });

  it('keeps a web address in its normal form', () => {
    expect(parse('https://CDN.Example.com/a/../b/./pic.jpg').data).toBe(
      'https://cdn.example.com/b/pic.jpg',
    );
  });

  it.each([
    '/images/../api/admin/events',
    '/uploads/../../etc/passwd',
    '/uploads/events/..',
    '/uploads/%2e%2e/api/users/me',
    '/images/%2E%2E/api',
    '/uploads//events/a.webp',
    '/uploads/events\\..\\a.webp',
    '/uploads/.hidden',
    '/uploads/',
    '/uploads',
    '/api/admin/events',
    '//evil.example/a.png',
    '/uploads/events/a.webp?x=1',
  ])('refuses the path trick %s', (value) => {
    expect(parse(value).error?.issues[0]?.message).toMatch(/uploaded image/);
  });

  it.each([
    ['http://cdn.example.com/a.jpg', /https/],
    ['javascript:alert(1)', /https/],
    ['data:image/png;base64,AAAA', /https/],
    ['ftp://cdn.example.com/a.jpg', /https/],
    ['https://user:secret@cdn.example.com/a.jpg', /user name or password/],
    ['https://tracker@cdn.example.com/a.jpg', /user name or password/],
    ['https://cdn.example.com:8443/a.jpg', /port/],
    ['https://127.0.0.1/a.jpg', /public host/],
    ['https://2130706433/a.jpg', /public host/],
    ['https://0x7f.1/a.jpg', /public host/],
    ['https://[::1]/a.jpg', /public host/],
    ['https://[64:ff9b::a00:1]/a.jpg', /public host/],
    ['https://10.0.0.5/a.jpg', /public host/],
    ['https://localhost/a.jpg', /public host/],
    ['https://localhost./a.jpg', /public host/],
    ['https://printer.local/a.jpg', /public host/],
    ['https://metadata.google.internal/a.jpg', /public host/],
    ['https://intranet/a.jpg', /public host/],
    ['not a url', /https/],
  ])('refuses %s', (value, message) => {
    expect(parse(value).error?.issues[0]?.message).toMatch(message);
  });
});
