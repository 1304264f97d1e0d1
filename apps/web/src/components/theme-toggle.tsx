import { Moon, Sun } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { DeferredMenu } from './deferred-menu';

const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(loadMenu);

/** The theme button of every header; its menu (Light, Dark, System) loads on first use. */
export function ThemeToggle({ className }: { className?: string }) {
  const t = useT();
  return (
    <DeferredMenu
      menu={ThemeMenu}
      preload={loadMenu}
      trigger={(props) => (
        <Button variant="ghost" size="icon" aria-label={t('theme.toggle')} className={className} {...props}>
          <Sun className="dark:hidden" aria-hidden="true" />
          <Moon className="hidden dark:block" aria-hidden="true" />
        </Button>
      )}
    />
  );
}
