import { fileTypeFromBuffer } from 'file-type';

/**
 * The type of a file as its content says (magic numbers), if it is one of `allowed`; undefined otherwise. The name
 * and the type the browser sent are never asked: a program or a web page renamed `.png` has no PNG signature, and
 * text formats such as SVG or HTML have none at all, so they are refused.
 */
export async function sniffType<T extends string>(content: Uint8Array, allowed: readonly T[]): Promise<T | undefined> {
  const found = await fileTypeFromBuffer(content);
  return found && (allowed as readonly string[]).includes(found.mime) ? (found.mime as T) : undefined;
}
