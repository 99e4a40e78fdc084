/**
 * The Visual Editor's side of a preview page: loads Storyblok's bridge, reloads the page when
 * the editor saves or publishes, and on every keystroke (`input`) asks the server to render the
 * unsaved story and swaps the page's main content for it.
 */
interface StoryblokBridgeEvent {
  action: string;
  story?: { id: number | string; content: unknown };
}
interface StoryblokBridge {
  on(events: string[], callback: (event?: StoryblokBridgeEvent) => void): void;
}
type BridgeWindow = Window & { StoryblokBridge?: new () => StoryblokBridge };

const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
let pending: AbortController | undefined;

async function renderEdited(story: StoryblokBridgeEvent['story']): Promise<void> {
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  const response = await fetch(location.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(story),
    signal: controller.signal,
  });
  if (!response.ok) return; // A draft that does not validate yet: keep the last good render.
  const next = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('main');
  const main = document.querySelector('main');
  if (next && main) main.replaceChildren(...Array.from(next.childNodes));
}

function start(): void {
  const Bridge = (window as BridgeWindow).StoryblokBridge;
  if (!Bridge) return;
  const bridge = new Bridge();
  bridge.on(['published', 'change'], () => location.reload());
  bridge.on(['input'], (event?: StoryblokBridgeEvent) => {
    if (event?.story) void renderEdited(event.story).catch(() => undefined);
  });
}

// Only inside the Visual Editor's frame: a preview link opened on its own needs no bridge.
if (window.top !== window.self) {
  const script = document.createElement('script');
  script.src = BRIDGE_URL;
  script.async = true;
  script.addEventListener('load', start, { once: true });
  document.head.append(script);
}
