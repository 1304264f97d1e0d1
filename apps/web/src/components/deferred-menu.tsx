import { Suspense, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';

/** What a deferred menu gets: its trigger (the same button) and whether it opens at once. */
export type TDeferredMenuProps = { trigger: ReactElement; defaultOpen: boolean };

type TTriggerProps = Pick<ComponentProps<'button'>, 'aria-haspopup' | 'aria-expanded' | 'autoFocus' | 'onClick' | 'onFocus' | 'onKeyDown' | 'onPointerEnter'>;

/** The keys that open a Radix menu from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu button whose menu code (Radix DropdownMenu with floating-ui, ~30 KB gzip) loads on first use,
 * not with the page: until then the same button, marked as opening a menu; pointing at it or focusing it
 * starts the download, a click opens the menu once it is in (docs/decisions/031-fast-on-a-cheap-phone.md).
 * `menu` is a React.lazy component that puts `trigger` in its DropdownMenuTrigger.
 */
export function DeferredMenu({
  menu: Menu,
  preload,
  trigger,
}: {
  menu: ComponentType<TDeferredMenuProps>;
  preload: () => Promise<unknown>;
  trigger: (props: TTriggerProps) => ReactElement;
}) {
  const [used, setUsed] = useState(false);
  if (!used) {
    const start = () => void preload().catch(() => {});
    return trigger({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: start,
      onFocus: start,
      onClick: () => setUsed(true),
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setUsed(true);
      },
    });
  }
  return (
    <Suspense fallback={trigger({ 'aria-haspopup': 'menu', 'aria-expanded': false, autoFocus: true })}>
      <Menu trigger={trigger({})} defaultOpen />
    </Suspense>
  );
}
