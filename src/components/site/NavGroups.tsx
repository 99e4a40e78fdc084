import type { NavItemView } from './site-links.ts';

/** Props of {@link NavGroups}. */
export interface NavGroupsProps {
  item: NavItemView;
  /** Prefix that keeps ids unique between the desktop dropdowns and the mobile menu. */
  idPrefix: string;
  overviewLabel: string;
  currentPath: string;
}

/**
 * The inside of a dropdown or mobile accordion panel: an overview link when the item has its own
 * page, then each group's title and entries with their badge label and subtext (SPEC section 2).
 */
export default function NavGroups({ item, idPrefix, overviewLabel, currentPath }: NavGroupsProps) {
  const current = (href: string) => (href === currentPath ? 'page' : undefined);
  return (
    <>
      {item.link && (
        <a className="nav-groups__overview" {...item.link} aria-current={current(item.link.href)}>
          {overviewLabel}: {item.name}
        </a>
      )}
      <div className="nav-groups">
        {item.groups.map((group) => (
          <div key={group.id} className="nav-groups__group">
            <p className="nav-groups__title" id={`${idPrefix}-${group.id}`}>
              {group.name}
            </p>
            <ul className="nav-groups__entries" aria-labelledby={`${idPrefix}-${group.id}`}>
              {group.entries.map(({ id, name, label, subtext, ...link }) => (
                <li key={id}>
                  <a className="nav-groups__entry" {...link} aria-current={current(link.href)}>
                    <span className="nav-groups__entry-name">
                      {name}
                      {label && <span className="nav-badge">{label}</span>}
                    </span>
                    {subtext && <span className="nav-groups__subtext">{subtext}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
