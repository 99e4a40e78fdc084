import { ChevronIcon } from './icons.tsx';
import NavGroups from './NavGroups.tsx';
import type { NavItemView } from './site-links.ts';

/** Props of {@link DesktopNav}. */
export interface DesktopNavProps {
  items: NavItemView[];
  label: string;
  overviewLabel: string;
  currentPath: string;
}

/**
 * The header's navigation in its expanded layout: plain links and dropdown buttons. The bootstrap
 * script opens a dropdown on hover, keyboard focus or click and closes it 100 ms after the pointer
 * leaves; without the script, hovering or focusing an item shows its dropdown through CSS.
 */
export default function DesktopNav({ items, label, overviewLabel, currentPath }: DesktopNavProps) {
  return (
    <nav className="site-nav" aria-label={label} data-site-nav>
      <ul className="site-nav__list" data-disclosure-group>
        {items.map((item) =>
          item.groups.length === 0 && item.link ? (
            <li key={item.id} className="site-nav__item">
              <a
                className="site-nav__link"
                {...item.link}
                aria-current={item.link.href === currentPath ? 'page' : undefined}
              >
                {item.name}
              </a>
            </li>
          ) : (
            <li key={item.id} className="site-nav__item" data-disclosure="hover">
              <button
                type="button"
                className="site-nav__link"
                aria-expanded="false"
                aria-controls={`nav-d-${item.id}`}
                data-disclosure-button
              >
                {item.name}
                <ChevronIcon className="site-nav__chevron" size={16} />
              </button>
              <div className="site-nav__panel" id={`nav-d-${item.id}`}>
                <NavGroups
                  item={item}
                  idPrefix="nav-d"
                  overviewLabel={overviewLabel}
                  currentPath={currentPath}
                />
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
