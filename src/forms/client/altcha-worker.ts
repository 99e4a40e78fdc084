/**
 * The ALTCHA proof of work off the main thread: the page posts a challenge, the worker answers
 * with the number that solves it (or null). Hashing thousands of numbers never janks the page.
 */
import { solveAltchaChallenge, type AltchaChallenge } from './altcha-client.ts';

self.addEventListener('message', (event: MessageEvent<AltchaChallenge>) => {
  solveAltchaChallenge(event.data).then(
    (number) => self.postMessage(number ?? null),
    () => self.postMessage(null),
  );
});
