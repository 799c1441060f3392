import { describe, expect, it } from 'vitest';
import { chatIdFromPath, chatPath } from './chat-paths';

describe('chat paths', () => {
  it('lead to the list or one conversation in the page’s language', () => {
    expect(chatPath('en')).toBe('/user/chat');
    expect(chatPath('bn', 12)).toBe('/bn/user/chat/12');
  });

  it('read a conversation id only from /user/chat/{id}, never from chatList, chatBox or a bad number', () => {
    expect(chatIdFromPath('/bn/user/chat/7/')).toBe(7);
    expect(chatIdFromPath('/user/chat/42')).toBe(42);
    for (const path of ['/user/chat', '/user/chat/chatList', '/user/chat/chatBox', '/user/chat/0', '/user/chat/1x']) {
      expect(chatIdFromPath(path)).toBeNull();
    }
  });
});
