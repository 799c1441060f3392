import { fetchUnread } from './chat.api';
import { $chatUnread } from './chat-state';

/** Asks the API for the badge's number (on every page load when signed in; the chat pages' stream keeps it live). */
export async function refreshUnread(): Promise<void> {
  try {
    $chatUnread.set((await fetchUnread()).unread);
  } catch {
    // The badge keeps what it showed: a failed count is no reason to bother the shopper.
  }
}
