import { getRichTextPlainText } from '../../cms/page-info.ts';
import type { ArticleContent } from '../../cms/schemas/page-content.ts';
import { DateText } from '../content/DateText.tsx';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { LongFormLayout } from './LongFormLayout.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';

/** An article: its title is the text of its header rich text (SPEC section 3), then date, picture and text. */
export function ArticleTemplate({ story, context }: TemplateProps<ArticleContent>) {
  const article = story.content;
  const title = getRichTextPlainText(article.header) || story.name;
  return (
    <article className="long-read">
      <PageHero title={title} subtitle={article.excerpt}>
        <p className="page-hero__meta">
          <DateText value={article.date} lang={context.lang} />
        </p>
      </PageHero>
      {article.image.filename && (
        <div className="container">
          <ResponsiveImage
            src={article.image.filename}
            alt={article.image.alt ?? ''}
            className="long-read__image"
            sizes="(min-width: 1200px) 72rem, 100vw"
            priority
          />
        </div>
      )}
      <LongFormLayout doc={article.content} context={context} />
    </article>
  );
}
