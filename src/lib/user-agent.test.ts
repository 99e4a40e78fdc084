import { describe, expect, it } from 'vitest';
import { isBotUserAgent, maxUserAgentLength, shouldPrefetch } from './user-agent.ts';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const cubot =
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1)',
    'AdsBot-Google (+http://www.google.com/adsbot.html)',
    'Mediapartners-Google',
    'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)',
    'W3C_Validator/1.3',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Go-http-client/2.0',
  ])('%s is a bot', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([chrome, iphone, cubot, headless, ''])('%j is not a bot', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });

  it('calls a missing user agent not a bot', () => {
    expect(isBotUserAgent(undefined)).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });

  it('only reads the first 500 characters', () => {
    expect(maxUserAgentLength).toBe(500);
    const padding = 'x'.repeat(maxUserAgentLength - 'Googlebot'.length);
    expect(isBotUserAgent(`${padding}Googlebot`)).toBe(true);
    expect(isBotUserAgent(`${padding}xGooglebot`)).toBe(false);
    expect(isBotUserAgent(`${chrome}${' '.repeat(100_000)}Googlebot`)).toBe(false);
  });
});

describe('shouldPrefetch', () => {
  it('prefetches for browsers on good connections', () => {
    expect(shouldPrefetch({ userAgent: chrome })).toBe(true);
    expect(shouldPrefetch({ userAgent: iphone, effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch({ userAgent: chrome, effectiveType: '3g' })).toBe(true);
  });

  it('skips 2g and slow-2g', () => {
    expect(shouldPrefetch({ userAgent: chrome, effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ userAgent: chrome, effectiveType: 'slow-2g' })).toBe(false);
  });

  it('skips when the visitor saves data', () => {
    expect(shouldPrefetch({ userAgent: chrome, saveData: true })).toBe(false);
  });

  it('skips bots', () => {
    expect(shouldPrefetch({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false);
  });
});
