import { type ImageOptions, nativeImageAttributes } from '@/lib/image';

type Props = Omit<ImageOptions, 'class' | 'hero' | 'hosts'> & { className?: string };

/** A product picture in a React island: lib/image's proxied srcset, loaded lazily by the browser itself. */
export default function ProductImage({ className, ...options }: Props) {
  const { srcset, class: classes, alt, ...attributes } = nativeImageAttributes({ ...options, class: className });
  return <img {...attributes} srcSet={srcset} className={classes} alt={alt} />;
}
