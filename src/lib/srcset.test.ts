import { describe, expect, it } from 'vitest';
import { srcsetOf } from './srcset';

describe('srcsetOf', () => {
  it("lists the proxy's address at each width of its preset, changing only the width", () => {
    const url = 'https://haat.test/image-proxy/thumbnail?w=300&url=https://placehold.co/600x400%3Fw%3D9';
    expect(srcsetOf(url)).toBe(
      [160, 240, 320, 480, 640]
        .map(
          (width) =>
            `https://haat.test/image-proxy/thumbnail?w=${width}&url=https://placehold.co/600x400%3Fw%3D9 ${width}w`,
        )
        .join(', '),
    );
    expect(srcsetOf(url.replace('thumbnail', 'hero'))?.split(', ').at(-1)).toMatch(/\?w=1600&.* 1600w$/);
  });

  it("has none for any other address: another host's picture, the empty box, an unknown preset", () => {
    expect(srcsetOf('https://cdn.example.com/a.webp?w=160&x=1')).toBeUndefined();
    expect(srcsetOf('data:image/svg+xml,%3Csvg%2F%3E')).toBeUndefined();
    expect(srcsetOf('https://haat.test/image-proxy/poster?w=300&url=https://placehold.co/1')).toBeUndefined();
  });
});
