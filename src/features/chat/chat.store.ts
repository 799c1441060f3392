import { atom, map } from 'nanostores';
import type { ChatMessage, ChatSummary, ChatThread, LiveEvent } from '#contract';
import { ApiError } from '@/lib/api/api-client';
import { listWithEvent, listWithRead, mergeMessages, threadWithEvent } from './chat';
import { fetchChats, fetchThread, markRead, sendMessage } from './chat.api';
import { startLive } from './chat-live';
import { $chatUnread } from './chat-state';
import { refreshUnread } from './chat-unread';

/** The spec's chat state: chatList, singleChatBox, selectedConversationId and loader. */
export const $chatList = atom<ChatSummary[]>([]);
/** Pages of the list loaded so far, and how many there are. */
export const $chatListPages = atom<{ loaded: number; last: number }>({ loaded: 0, last: 1 });
export const $singleChatBox = atom<ChatThread | null>(null);
export const $selectedConversationId = atom<number | null>(null);
export type LoadState = 'idle' | 'loading' | 'failed' | 'missing';
export const $chatLoader = map<{ list: LoadState; box: LoadState; older: LoadState }>({
  list: 'idle',
  box: 'idle',
  older: 'idle',
});
/** Messages on their way to the API, shown at once under the conversation they belong to. */
export const $pendingMessages = atom<{ key: number; chat_id: number; body: string }[]>([]);

/** Page 1 starts the list again; later pages are added below (each conversation once). */
export async function loadChats(page = 1): Promise<void> {
  $chatLoader.setKey('list', 'loading');
  try {
    const answer = await fetchChats(page);
    const shown = page === 1 ? [] : $chatList.get();
    const ids = new Set(shown.map(({ id }) => id));
    $chatList.set([...shown, ...answer.data.filter(({ id }) => !ids.has(id))]);
    $chatListPages.set({ loaded: answer.current_page, last: answer.last_page });
    $chatLoader.setKey('list', 'idle');
  } catch {
    $chatLoader.setKey('list', 'failed');
  }
}

let opening: AbortController | null = null;
/** Messages of the conversation being opened that arrived live before its first page did. */
let arrivedWhileOpening: ChatMessage[] = [];

/** Shows one conversation; the API marks it read as it answers, so its unread and the badge drop. */
export async function openChat(id: number): Promise<void> {
  opening?.abort();
  const controller = new AbortController();
  opening = controller;
  arrivedWhileOpening = [];
  $selectedConversationId.set(id);
  $singleChatBox.set(null);
  $chatLoader.set({ ...$chatLoader.get(), box: 'loading', older: 'idle' });
  try {
    const thread = await fetchThread(id, undefined, controller.signal);
    if (controller.signal.aborted) return;
    $singleChatBox.set({ ...thread, messages: mergeMessages(thread.messages, arrivedWhileOpening) });
    $chatLoader.setKey('box', 'idle');
    $chatList.set(listWithRead($chatList.get(), id));
    void refreshUnread();
  } catch (error) {
    if (controller.signal.aborted) return;
    $chatLoader.setKey('box', error instanceof ApiError && error.status === 404 ? 'missing' : 'failed');
  }
}

/** The page of messages before the first one shown (scrolling up). */
export async function loadOlder(): Promise<void> {
  const thread = $singleChatBox.get();
  const first = thread?.messages[0];
  if (!thread?.has_more || !first || $chatLoader.get().older === 'loading') return;
  $chatLoader.setKey('older', 'loading');
  try {
    const older = await fetchThread(thread.chat.id, first.id);
    const now = $singleChatBox.get();
    if (now?.chat.id !== thread.chat.id) return;
    $singleChatBox.set({ ...now, messages: mergeMessages(older.messages, now.messages), has_more: older.has_more });
    $chatLoader.setKey('older', 'idle');
  } catch {
    $chatLoader.setKey('older', 'failed');
  }
}

/** A send refused: the API's message for the field (422, 429), or the server's message (null: unreachable). */
export type SendRefusal = { field: string } | { message: string | null };

let pendingKey = 0;

/** Sends `body` (already checked) to the open conversation; it shows at once, and for good once stored. */
export async function send(chatId: number, body: string): Promise<SendRefusal | null> {
  const key = ++pendingKey;
  $pendingMessages.set([...$pendingMessages.get(), { key, chat_id: chatId, body }]);
  try {
    const message = await sendMessage({ chat_id: chatId, message: body });
    applyEvent({ type: 'message', chat_id: chatId, message });
    return null;
  } catch (error) {
    const failure = error instanceof ApiError ? error.failure : undefined;
    const field = failure?.errors?.message?.[0];
    if (field) return { field };
    return error instanceof ApiError && error.status === 429 && failure
      ? { field: failure.message }
      : { message: failure?.message ?? null };
  } finally {
    $pendingMessages.set($pendingMessages.get().filter((pending) => pending.key !== key));
  }
}

/** A conversation's messages read up to `upTo` while it is open on screen. */
export function readUpTo(chatId: number, upTo: number): void {
  markRead({ chat_id: chatId, up_to: upTo })
    .then(({ unread }) => $chatUnread.set(unread))
    .catch(() => {
      // Not marked now: opening the conversation again marks it.
    });
}

function applyEvent(event: LiveEvent): void {
  if (event.type === 'unread') $chatUnread.set(event.unread);
  if (event.type !== 'message' && event.type !== 'read') return;
  const openId = $selectedConversationId.get();
  const thread = $singleChatBox.get();
  if (thread) $singleChatBox.set(threadWithEvent(thread, event));
  else if (event.type === 'message' && event.chat_id === openId) arrivedWhileOpening.push(event.message);
  const { list, known } = listWithEvent($chatList.get(), event, openId);
  $chatList.set(list);
  if (!known) void loadChats();
  const onScreen = event.chat_id === openId && document.visibilityState === 'visible';
  if (event.type === 'message' && !event.message.mine && onScreen) readUpTo(event.chat_id, event.message.id);
}

let stopLive: (() => void) | null = null;

/** Starts this tab's live stream (once, whatever the number of chat islands on the page). */
export function startChatLive(): () => void {
  stopLive ??= startLive(applyEvent);
  return () => {
    stopLive?.();
    stopLive = null;
  };
}
