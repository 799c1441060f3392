import { useState } from 'react';
import type { ChatButtonStrings } from './chat-strings';
import { startChat } from './start-chat';

interface Props {
  vendorId: number;
  orderId: number;
  strings: ChatButtonStrings;
  className?: string;
}

/** "Chat with seller" inside an island (the order detail): the order becomes the conversation's context. */
export default function ChatWithSellerButton({ vendorId, orderId, strings, className }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function start() {
    if (busy) return;
    setBusy(true);
    setError('');
    const refused = await startChat({ vendor_id: vendorId, order_id: orderId });
    if (refused === null) return;
    setBusy(false);
    setError(refused || strings.chat.startFailed);
  }

  return (
    <>
      <button type="button" onClick={start} aria-busy={busy || undefined} className={className}>
        {busy ? strings.chat.starting : strings.chat.withSeller}
      </button>
      {error && (
        <p role="alert" className="basis-full text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </>
  );
}
