/**
 * What a chat change puts on the parties' live streams, inside the change's transaction: each side gets its own
 * view of a message (`mine`, masking), and whoever's unread count moved gets their new total.
 */
import type { ChatSide } from '#contract';
import type { Database } from '../../db/database';
import { publishLive } from '../../lib/live/publish-live';
import { type ChatRow, findSellerIds, type MessageRow, unreadTotal } from './chat.repository';
import { type Contexts, messageView } from './chat-views';

/** The users on each side of a conversation: its shopper, and every seller of its shop. */
export async function partiesOf(tx: Database, chat: ChatRow): Promise<Record<ChatSide, number[]>> {
  return { buyer: [chat.buyerId], seller: await findSellerIds(tx, chat.vendorId) };
}

async function publishUnreadTotals(tx: Database, userIds: number[]): Promise<void> {
  for (const userId of userIds)
    await publishLive(tx, [userId], { type: 'unread', unread: await unreadTotal(tx, userId) });
}

/** A new message: to both sides (the writer's other tabs too), and the readers' new unread totals. */
export async function publishMessage(
  tx: Database,
  parties: Record<ChatSide, number[]>,
  message: MessageRow,
  contexts: Contexts,
): Promise<void> {
  for (const side of ['buyer', 'seller'] as const) {
    await publishLive(tx, parties[side], {
      type: 'message',
      chat_id: message.chatId,
      message: messageView(message, side, contexts),
    });
  }
  await publishUnreadTotals(tx, parties[message.sender === 'buyer' ? 'seller' : 'buyer']);
}

/** `reader` read the other side's messages up to `upTo`: a receipt to both sides, and the readers' new totals. */
export async function publishRead(
  tx: Database,
  parties: Record<ChatSide, number[]>,
  receipt: { chatId: number; reader: ChatSide; upTo: number; readAt: Date },
): Promise<void> {
  await publishLive(tx, [...parties.buyer, ...parties.seller], {
    type: 'read',
    chat_id: receipt.chatId,
    reader: receipt.reader,
    up_to: receipt.upTo,
    read_at: receipt.readAt.toISOString(),
  });
  await publishUnreadTotals(tx, parties[receipt.reader]);
}
