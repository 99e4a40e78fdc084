import { getEditableAttributes } from '../../../lib/storyblok-editable.ts';
import { getTranslator } from '../../../i18n/translate.ts';
import { getLocalizedPath } from '../../../lib/links.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { getFileLinkAttributes } from '../story-link.ts';
import { Section } from './Section.tsx';
import type { BlockContext, BlockOf } from './types.ts';
import './lists.css';

/**
 * The financial reports (SPEC: /financial-reports): one row per report, newest year first, each
 * with its PDF, then the request-a-report call to action (the request form belongs to the forms).
 */
export function ReportList({ block, context }: { block: BlockOf<'report_list'>; context: BlockContext }) {
  const t = getTranslator(context.lang);
  const reports = [...block.reports].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
  return (
    <Section title={block.title} intro={block.text} className="report-list-block">
      <ul className="report-list">
        {reports.map((report) => (
          <li key={report._uid} className="report-list__item" {...getEditableAttributes(report)}>
            <span className="report-list__year">{report.year}</span>{' '}
            <span className="report-list__title">{report.title}</span>{' '}
            {report.file.filename && (
              <a {...getFileLinkAttributes(report.file.filename)} download="" className="report-list__file">
                {t('reports.download')}
                <span className="visually-hidden">: {report.title} {report.year}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      <div className="report-request">
        <h3 className="report-request__title">{t('reports.requestTitle')}</h3>
        <p className="report-request__text">{t('reports.requestText')}</p>
        <ButtonLink href={getLocalizedPath('/contact', context.lang)} variant="strokePrimary">
          {t('reports.requestButton')}
        </ButtonLink>
      </div>
    </Section>
  );
}
