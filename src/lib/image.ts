/** Shown when a product or banner image fails to load: a grey frame with a picture outline. */
export const IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f3f4f6"/><path d="M30 65l12-15 9 11 7-8 12 12z" fill="#9ca3af"/><circle cx="62" cy="38" r="5" fill="#9ca3af"/></svg>',
)}`;
