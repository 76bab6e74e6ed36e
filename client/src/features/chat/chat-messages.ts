import { type ChannelState, type ChatMessage, toChatMessage } from '@kuyi/shared';

/** The messages of a chat channel's state, oldest first (ids only grow). */
export function chatMessages(state: ChannelState): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const entity of Object.values(state)) {
    const m = toChatMessage(entity);
    if (m) out.push(m);
  }
  return out.sort((a, b) => a.id - b.id);
}
