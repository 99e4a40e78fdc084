import { whenNonNecessaryAllowed } from './consent-state.ts';
import { isContentOnly } from './content-only.ts';

/** How often the placeholder looks for the provider's chat bubble, and when it gives up (SPEC section 9). */
export const chatPollMs = 300;
export const chatTimeoutMs = 30_000;
/** The element the provider's script adds once the chat is ready. */
export const chatBubbleSelector = '#chatbase-bubble-button';

declare global {
  interface Window {
    embeddedChatbotConfig?: { chatbotId: string; domain: string };
  }
}

/**
 * The chat assistant (SPEC section 2, "Chat placeholder"). Its provider script is third-party and
 * sets cookies, so it loads only once the visitor allows non-necessary cookies, never in content-only
 * mode. While it loads, the placeholder shows bouncing dots until the chat bubble appears (looked for
 * every 300 ms), the script fails, or 30 s pass; then the placeholder goes.
 */
export function initChat(): void {
  const placeholder = document.querySelector<HTMLElement>('[data-chat-placeholder]');
  const chatbotId = placeholder?.dataset['chatbotId'];
  const domain = placeholder?.dataset['chatDomain'];
  if (!placeholder || !chatbotId || !domain || isContentOnly()) return;
  whenNonNecessaryAllowed(() => {
    if (document.querySelector('script[data-chat-provider]')) return;
    placeholder.hidden = false;
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      if (document.querySelector(chatBubbleSelector) || performance.now() - startedAt >= chatTimeoutMs)
        stop();
    }, chatPollMs);
    const stop = () => {
      window.clearInterval(timer);
      placeholder.hidden = true;
    };
    window.embeddedChatbotConfig = { chatbotId, domain };
    const script = document.createElement('script');
    script.src = `https://${domain}/embed.min.js`;
    script.defer = true;
    script.dataset['chatProvider'] = '';
    script.setAttribute('chatbotId', chatbotId);
    script.setAttribute('domain', domain);
    // No reachable provider (offline, blocked, not yet contracted) just means no chat.
    script.addEventListener('error', stop);
    document.body.append(script);
  });
}
