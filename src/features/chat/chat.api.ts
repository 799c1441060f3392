import type {
  ChatMessage,
  ChatReadBody,
  ChatStoreBody,
  ChatSummary,
  ChatThread,
  ChatUnread,
  ChatWithSellerBody,
  LiveEventsPage,
  Page,
} from '#contract';
import { apiGet, apiPost } from '@/lib/api/api-client';

/** The (possibly existing) conversation with a shop, its context now the product or order given. */
export const chatWithSeller = (body: ChatWithSellerBody) => apiPost<{ id: number }>('/chat/chat-with-seller', body);

/** The reader's conversations, most recent activity first (needs a verified phone: a 422 leads to /auth/otp). */
export const fetchChats = (page: number, signal?: AbortSignal) => apiGet<Page<ChatSummary>>('/chat', { page }, signal);

/** One conversation and a page of its messages before `before` (the newest without it); opening marks them read. */
export const fetchThread = (id: number, before?: number, signal?: AbortSignal) =>
  apiGet<ChatThread>(`/chat/${id}`, { before }, signal);

export const sendMessage = (body: ChatStoreBody) => apiPost<ChatMessage>('/chat/store', body);

/** Answers the reader's unread count after it. */
export const markRead = (body: ChatReadBody) => apiPost<ChatUnread>('/chat/read', body);

export const fetchUnread = (signal?: AbortSignal) => apiGet<ChatUnread>('/chat/unread', undefined, signal);

/** The polling fallback of the live stream: the events after `after` (without it: none, and where to start). */
export const fetchLiveEvents = (after: number | undefined, signal?: AbortSignal) =>
  apiGet<LiveEventsPage>('/chat/events', { after }, signal);
