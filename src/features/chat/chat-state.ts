import { atom } from 'nanostores';

/**
 * The signed-in user's unread messages over every conversation (the header's and the user menu's badge): this file
 * alone is what the header imports, so it loads no chat actions. null until known.
 */
export const $chatUnread = atom<number | null>(null);
