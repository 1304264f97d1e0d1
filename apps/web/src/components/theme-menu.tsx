import { THEMES, type TTheme } from '@forecourt/shared';
import { Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useT } from '@/i18n/use-t';
import { useTheme } from '@/lib/theme';
import type { TDeferredMenuProps } from './deferred-menu';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The theme menu (Light, Dark, System): loaded by ThemeToggle on first use. */
export default function ThemeMenu({ trigger, defaultOpen }: TDeferredMenuProps) {
  const { theme, setTheme } = useTheme();
  const t = useT();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as TTheme)}>
          {THEMES.map((option) => {
            const Icon = ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {t(`label.theme.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
