// `node bench/publish.mjs`: seconds from a signed Storyblok webhook to the change being live, on
// the sample content and on the synthetic 10,000 pages (BENCH_STORIES_PER_LANGUAGE, default 2500;
// BENCH_PUBLISH_SITES=sample or =synthetic runs one). For each site: its own copy of the content
// and a first full build (timed, and reused by a later run while its content is unchanged), then
// the server with STORYBLOK_WEBHOOK_SECRET, a story changed on disk, the signed webhook, and the
// page polled every 250 ms until it shows the change. Writes bench/results/publish.json.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBuiltServer } from './start-server.mjs';
import { writeSyntheticContent } from './synthetic-content.mjs';

const secret = 'bench-publish-secret';
const perLanguage = Number(process.env.BENCH_STORIES_PER_LANGUAGE ?? 2500);
const only = process.env.BENCH_PUBLISH_SITES;
const work = resolve('bench', '.work', 'publish');

const sites = [
  {
    name: 'sample',
    prepare: (dir) => cpSync('content', dir, { recursive: true }),
    story: 'stories/en/home.json',
    path: '/',
    change: (story, marker) => {
      story.content.body.find((block) => block.component === 'hero').title = marker;
    },
  },
  {
    name: 'synthetic',
    prepare: (dir) => writeSyntheticContent(dir, perLanguage, 'content/site.json'),
    story: 'stories/en/blog/banking/article-0.json',
    path: '/blog/banking/article-0',
    change: (story, marker) => {
      story.content.title = marker;
    },
  },
].filter((site) => !only || site.name === only);

/** The output of `npm run bench:build` (bench/.work), when it holds the same synthetic site. */
function buildBenchOutput(site) {
  const dir = resolve('bench', '.work');
  if (site.name !== 'synthetic' || !existsSync(join(dir, 'dist', 'client', 'index.html'))) return undefined;
  const stories = join(dir, 'content', 'stories', 'en');
  if (!existsSync(stories)) return undefined;
  const count = readdirSync(stories, { recursive: true }).filter((f) => String(f).endsWith('.json')).length;
  // perLanguage stories with the config story beside them.
  return count === perLanguage + 1
    ? { dir, outDir: join(dir, 'dist'), firstBuildSeconds: undefined }
    : undefined;
}

/**
 * The site's content and first build, made once and kept while nobody changed them (for the
 * synthetic site, the build benchmark's output serves when it is there).
 */
function prepareSite(site) {
  const reused = buildBenchOutput(site);
  if (reused) return reused;
  const dir = join(work, site.name);
  const stampFile = join(dir, 'stamp.json');
  const stamp = JSON.stringify({ perLanguage: site.name === 'synthetic' ? perLanguage : 0 });
  const outDir = join(dir, 'dist');
  if (
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    existsSync(join(outDir, 'client', 'index.html'))
  )
    return { dir, outDir, firstBuildSeconds: undefined };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  site.prepare(join(dir, 'content'));
  console.log(`${site.name}: first full build…`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CONTENT_DIR: join(dir, 'content'), ASTRO_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`the first build of ${site.name} failed`);
  const firstBuildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  writeFileSync(stampFile, stamp);
  return { dir, outDir, firstBuildSeconds };
}

async function waitUntil(check, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

async function measure(site) {
  const { dir, outDir, firstBuildSeconds } = prepareSite(site);
  const buildsBefore = new Set(existsSync('dist/builds') ? readdirSync('dist/builds') : []);
  const server = await startBuiltServer({
    STATIC_ROOT: join(outDir, 'client'),
    CONTENT_DIR: join(dir, 'content'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'velora-bench-publish-')),
    STORYBLOK_WEBHOOK_SECRET: secret,
    // The settings the first build was made with (the default verification): a rebuild with other
    // settings changes every page's modal data, and would time a full recompression instead.
    HUMAN_VERIFICATION: process.env.HUMAN_VERIFICATION ?? 'altcha',
  });
  try {
    const marker = `Published by the benchmark at ${new Date().toISOString()}`;
    const storyFile = join(dir, 'content', site.story);
    const story = JSON.parse(readFileSync(storyFile, 'utf8'));
    site.change(story, marker);
    writeFileSync(storyFile, JSON.stringify(story, null, 2));
    const body = JSON.stringify({ action: 'published', story_id: story.id, full_slug: story.full_slug });
    const started = performance.now();
    const response = await fetch(`${server.url}/api/storyblok/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': createHmac('sha1', secret).update(body).digest('hex'),
      },
      body,
    });
    if (response.status !== 202) throw new Error(`the webhook was answered ${response.status}`);
    const live = await waitUntil(
      async () =>
        (
          await fetch(`${server.url}${site.path}`).then(
            (r) => r.text(),
            () => '',
          )
        ).includes(marker),
      900_000,
    );
    if (!live) throw new Error(`${site.name}: the change was not live after 15 minutes`);
    const pages = readdirSync(join(outDir, 'client'), { recursive: true }).filter((f) =>
      String(f).endsWith('.html'),
    ).length;
    return {
      site: site.name,
      pages,
      firstBuildSeconds,
      webhookToLiveSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    await server.stop();
    // The builds this run published go: a 10,000-page build is most of a gigabyte.
    for (const name of existsSync('dist/builds') ? readdirSync('dist/builds') : [])
      if (!buildsBefore.has(name)) rmSync(join('dist/builds', name), { recursive: true, force: true });
  }
}

const results = [];
for (const site of sites) {
  const result = await measure(site);
  results.push(result);
  console.log(
    `  ${result.site.padEnd(10)} ${String(result.pages).padStart(6)} pages: webhook to live ${result.webhookToLiveSeconds} s` +
      (result.firstBuildSeconds ? ` (first full build ${result.firstBuildSeconds} s)` : ''),
  );
}
if (!existsSync('bench/results')) mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/publish.json', `${JSON.stringify({ results }, null, 2)}\n`);
