import type { TRole } from '@forecourt/shared';
import { Lock } from 'lucide-react';
import { NavLink } from 'react-router';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { isNavGroup, type TNavEntry, type TNavLink } from '../nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-9 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-accent text-accent-foreground',
  );

function visible(link: TNavLink, role: TRole | undefined): boolean {
  return !link.roles || (role !== undefined && link.roles.includes(role));
}

/**
 * Sidebar navigation; `collapsed` shows icons only (desktop). An entry of an area the plan lacks (`locked`,
 * docs/decisions/064) carries a lock and is named 'Analytics (Not in your plan)'; it still opens its page,
 * which explains.
 */
export function SidebarNav({
  entries,
  role,
  collapsed = false,
  onNavigate,
  label,
}: {
  entries: TNavEntry[];
  role: TRole | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
  label: string;
}) {
  const t = useT();
  const notInPlan = t('planFeature.notInPlan');
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-3">
      <ul className="space-y-1">
        {entries.map((entry) => {
          if (isNavGroup(entry)) {
            const Icon = entry.icon;
            if (collapsed) {
              return (
                <li key={entry.label}>
                  <NavLink to={entry.to} className={linkClass} aria-label={entry.label} title={entry.label} onClick={onNavigate}>
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                  </NavLink>
                </li>
              );
            }
            const groupId = `nav-group-${entry.label.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <li key={entry.label} className="pt-1">
                <p id={groupId} className="flex items-center gap-3 px-3 py-2 text-sm font-medium text-foreground">
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {entry.label}
                </p>
                <ul aria-labelledby={groupId} className="ml-5 space-y-0.5 border-l pl-3">
                  {entry.children
                    .filter((c) => visible(c, role))
                    .map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} end={child.end ?? false} className={linkClass} onClick={onNavigate}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                </ul>
              </li>
            );
          }
          if (!visible(entry, role)) return null;
          const Icon = entry.icon;
          const name = entry.locked ? `${entry.label} (${notInPlan})` : entry.label;
          return (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.end ?? false}
                className={linkClass}
                onClick={onNavigate}
                {...(collapsed ? { 'aria-label': name, title: name } : entry.locked ? { 'aria-label': name, title: notInPlan } : {})}
              >
                {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
                {!collapsed && entry.label}
                {!collapsed && entry.locked && <Lock className="ml-auto size-3.5 shrink-0" aria-hidden="true" data-testid="nav-locked" />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
