import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImagePreset, ImageWidth } from '#contract';
import { badRequest } from '../../plugins/http-errors';
import type { ImageCache } from './image-cache';
import { type ImageSourceConfig, imageSource } from './image-source';

interface PresetSpec {
  quality: number;
  /** Output height for a given width; undefined keeps the source's aspect ratio. */
  height: (width: number) => number | undefined;
  defaultWidth: number;
}

/** Spec section 7: hero is WebP q85 cover; thumbnail is WebP q80, 300×300 cover (square at any asked width). */
const PRESETS: Record<ImagePreset, PresetSpec> = {
  hero: { quality: 85, height: () => undefined, defaultWidth: 1600 },
  thumbnail: { quality: 80, height: (width) => width, defaultWidth: 300 },
};

export interface ImageRequest {
  preset: ImagePreset;
  width?: ImageWidth;
  url: string;
}

export interface RenderedImage {
  /** Hash of preset, width, source URL and source version: the cache key and the ETag. */
  key: string;
  bytes: () => Promise<Buffer>;
}

async function transform(input: Buffer, preset: PresetSpec, width: number): Promise<Buffer> {
  try {
    return await sharp(input)
      .rotate()
      .resize({ width, height: preset.height(width), fit: 'cover', withoutEnlargement: true })
      .webp({ quality: preset.quality })
      .toBuffer();
  } catch {
    throw badRequest('images.notAnImage');
  }
}

/** Resolves the source (refusing foreign hosts before any fetch) and names the rendered picture; bytes on demand. */
export async function renderedImage(
  request: ImageRequest,
  config: ImageSourceConfig,
  cache: ImageCache,
): Promise<RenderedImage> {
  const source = await imageSource(request.url, config);
  const preset = PRESETS[request.preset];
  const width = request.width ?? preset.defaultWidth;
  const key = createHash('sha256')
    .update(JSON.stringify([request.preset, width, request.url, source.version]))
    .digest('hex');
  return { key, bytes: () => cache.get(key, async () => transform(await source.read(), preset, width)) };
}
