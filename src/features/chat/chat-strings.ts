import type { IslandStrings } from '@/i18n';

/** The chat pages: the list, the box and the user area's loading text. */
export const CHAT_TEXTS = ['chat', 'account.loading'] as const;
export type ChatStrings = IslandStrings<typeof CHAT_TEXTS>;

/** "Chat with seller" (product page, shop page, order detail). */
export const CHAT_BUTTON_TEXTS = ['chat.withSeller', 'chat.starting', 'chat.startFailed'] as const;
export type ChatButtonStrings = IslandStrings<typeof CHAT_BUTTON_TEXTS>;
