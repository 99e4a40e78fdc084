import type { SiteConstants } from '../../cms/schemas/site.ts';
import { SocialIcon, type SocialNetwork } from './icons.tsx';

/** Props of {@link SocialLinks}. */
export interface SocialLinksProps {
  social: SiteConstants['social'];
  /** The accessible name of one link, e.g. "Velora on YouTube". */
  getLabel: (network: string) => string;
  newTabLabel: string;
  heading: string;
}

const networks: { key: SocialNetwork; name: string }[] = [
  { key: 'youtube', name: 'YouTube' },
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'twitter', name: 'X' },
  { key: 'instagram', name: 'Instagram' },
];

/** The footer's social profile links (video, professional network, X, photo network), icons only. */
export default function SocialLinks({ social, getLabel, newTabLabel, heading }: SocialLinksProps) {
  return (
    <div className="site-footer__social">
      <p className="site-footer__label" id="footer-social">
        {heading}
      </p>
      <ul aria-labelledby="footer-social">
        {networks.map(({ key, name }) => (
          <li key={key}>
            <a
              className="site-footer__social-link"
              href={social[key]}
              target="_blank"
              rel="noopener noreferrer"
            >
              <SocialIcon network={key} size={20} />
              <span className="visually-hidden">
                {getLabel(name)} ({newTabLabel})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
