// Writes a synthetic site in CDN format: config, categories and N blog posts per language,
// realistic in size (headings, lists, links, a table), for the build benchmark.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const languages = ['en', 'de', 'fr', 'it'];
const categories = ['banking', 'savings', 'investing', 'pension-3a'];
const text = (t) => ({ type: 'text', text: t });
const paragraph = (...parts) => ({ type: 'paragraph', content: parts });
const heading = (level, t) => ({ type: 'heading', attrs: { level }, content: [text(t)] });
const link = (slug) => ({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: slug });

function story(lang, id, fullSlug, content) {
  const prefixed = lang === 'en' ? fullSlug : `${lang}/${fullSlug}`;
  return {
    name: fullSlug.split('/').pop(),
    id,
    uuid: `bench-${id}`,
    slug: fullSlug.split('/').pop(),
    full_slug: prefixed,
    default_full_slug: lang === 'en' ? null : fullSlug,
    lang: lang === 'en' ? 'default' : lang,
    created_at: '2026-01-01T09:00:00.000Z',
    published_at: '2026-01-02T09:00:00.000Z',
    first_published_at: '2026-01-02T09:00:00.000Z',
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: 0,
    meta_data: null,
    group_id: `g-${id}`,
    release_id: null,
    path: null,
    alternates: [],
    translated_slugs: null,
    content,
  };
}

function post(lang, n) {
  const category = categories[n % categories.length];
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  const body = [];
  for (let s = 1; s <= 3; s += 1) {
    body.push(heading(2, `Section ${s} of article ${n} (${lang})`));
    body.push(
      paragraph(text(`Paragraph about saving, investing and pillar 3a number ${n}.${s}. `.repeat(6))),
    );
    body.push({
      type: 'bullet_list',
      content: [1, 2, 3].map((i) => ({
        type: 'list_item',
        content: [paragraph(text(`Point ${i} of section ${s}`))],
      })),
    });
  }
  body.push(
    paragraph({
      type: 'text',
      text: 'Savings account',
      marks: [{ type: 'link', attrs: { href: '/blog', linktype: 'story' } }],
    }),
  );
  return {
    _uid: `p-${n}`,
    component: 'blog_post',
    title: `Benchmark article ${n} about ${category} (${lang})`,
    date: `2026-${month}-${day} 09:00`,
    categoryId: category,
    image: { id: 1, filename: '', alt: '' },
    excerpt: `A synthetic article number ${n} used to measure the build.`,
    content: { type: 'doc', content: body },
    isIndexingDisabled: false,
    seo: { title: '', description: `Synthetic article ${n}`, keywords: '', og_image: '' },
  };
}

const config = (lang) => ({
  _uid: 'cfg',
  component: 'config',
  navigation: [{ _uid: 'n1', component: 'nav_item', name: 'Blog', link: link('blog'), groups: [] }],
  footer_groups: [
    {
      _uid: 'f1',
      component: 'footer_group',
      title: 'Site',
      links: [{ _uid: 'fl1', component: 'footer_link', title: 'Blog', link: link('blog') }],
    },
  ],
  footer_disclaimer: { type: 'doc', content: [paragraph(text(`Disclaimer (${lang}).`))] },
  newsletter_title: 'News',
  newsletter_text: 'Monthly.',
});

/**
 * Makes `root` hold exactly `files` (paths relative to it, and their text), writing only the
 * files whose text differs and removing the others: a second run with the same content deletes
 * and creates nothing. On some file systems, creating files just after many were deleted is
 * slow (README, Benchmarks), and the build measured next would pay for it.
 */
function syncFolder(root, files) {
  if (existsSync(root))
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath, entry.name);
      if (entry.isFile() && !files.has(relative(root, file))) rmSync(file);
    }
  for (const [name, text] of files) {
    const file = join(root, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** Writes `perLanguage` stories per language (posts plus home, blog, config and categories) under `root`. */
export function writeSyntheticContent(root, perLanguage, siteFile) {
  const files = new Map([['site.json', readFileSync(siteFile, 'utf8')]]);
  const write = (lang, s) => {
    const name = join('stories', lang, `${s.full_slug.replace(/^(de|fr|it)\//, '')}.json`);
    files.set(name, JSON.stringify(s));
  };
  const fixed = 2 + categories.length;
  for (const lang of languages) {
    write(lang, story(lang, 1, 'config', config(lang)));
    write(
      lang,
      story(lang, 2, 'home', {
        _uid: 'home',
        component: 'page',
        title: 'Benchmark home',
        body: [{ _uid: 'bl', component: 'blog_list', title: 'Latest', limit: 3, variant: 'column' }],
      }),
    );
    write(
      lang,
      story(lang, 3, 'blog', {
        _uid: 'blog',
        component: 'page',
        title: 'Blog',
        body: [{ _uid: 'bl', component: 'blog_list', title: 'All', variant: 'row' }],
      }),
    );
    categories.forEach((c, i) =>
      write(
        lang,
        story(lang, 10 + i, `categories/${c}`, {
          _uid: `c-${c}`,
          component: 'category',
          name: c,
          description: '',
        }),
      ),
    );
    for (let n = 0; n < perLanguage - fixed; n += 1) {
      write(
        lang,
        story(lang, 1000 + n, `blog/${categories[n % categories.length]}/article-${n}`, post(lang, n)),
      );
    }
  }
  syncFolder(root, files);
}
