import type { AboutUsContent } from '../../cms/schemas/page-content.ts';
import { translate } from '../../i18n/translate.ts';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { Section } from '../content/page-blocks/Section.tsx';
import { PageTemplate } from './PageTemplate.tsx';
import type { TemplateProps } from './types.ts';
import { getEditableAttributes } from '../../lib/storyblok-editable.ts';

/** About us: the base page, then the team, each member with portrait, name and role. */
export function AboutUsTemplate({ story, context }: TemplateProps<AboutUsContent>) {
  const { team } = story.content;
  return (
    <>
      <PageTemplate story={story} context={context} />
      {team.length > 0 && (
        <Section title={translate(context.lang, 'about.team')} className="team">
          <ul className="team__list">
            {team.map((member) => (
              <li key={member._uid} className="team__member" {...getEditableAttributes(member)}>
                {member.image.filename && (
                  <ResponsiveImage
                    src={member.image.filename}
                    alt=""
                    className="team__portrait"
                    aspectRatio={1}
                    fixedWidth={192}
                  />
                )}
                <h3 className="team__name">{member.name}</h3>
                <p className="team__role">{member.role}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
