import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX_VISIBLE } from '@forecourt/shared';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme';
import { useMediaQuery } from '@/lib/use-media-query';

/** Where sonner lays a toast across the full width (its own breakpoint): a phone. */
const PHONE_TOASTS = '(max-width: 600px)';

/** The app's toasts (sonner), loaded when first needed (app/provider.tsx). */
export default function AppToaster() {
  const { theme } = useTheme();
  // On a phone the toasts sit at the top, under the header: the lower half is where the thumb works
  // (the attendant's keypad and Submit, the bottom bar, the floating quick action), and a toast there
  // took taps meant for them (docs/decisions/023-toasts-on-phones.md). From 600 px: bottom-right.
  const phone = useMediaQuery(PHONE_TOASTS);
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      className="[font-family:inherit]!"
      visibleToasts={TOAST_MAX_VISIBLE}
      gap={TOAST_GAP_PX}
      duration={TOAST_DURATION_MS.default}
      theme={theme}
      closeButton
      // The close button at least 24 px square (axe target-size; sonner draws it at 20 px); on pages made for
      // the thumb (index.css, the touch variant) every toast button 44 px.
      toastOptions={{
        classNames: {
          closeButton: 'size-6! touch:size-11!',
          actionButton: 'touch:h-11! touch:px-4!',
          cancelButton: 'touch:h-11! touch:px-4!',
          // The page's own font, not sonner's system stack: a phone without a Devanagari font showed Hindi as
          // boxes. Inherited (with the list's, below), not `font-sans`: that is Inter, which a phone does not
          // otherwise load (index.css; 48 KB, ~1 s on the slow phone of docs/decisions/031).
          toast: '[font-family:inherit]',
        },
      }}
      // Clear of a bottom bar when a layout has one (the attendant portal below 1024 px sets the variable).
      offset={{ bottom: 'calc(24px + var(--fc-bottom-bar, 0px))' }}
      // On a phone: just under the sticky header (4 rem) and the offline banner above it, so the header stays usable.
      mobileOffset={{ top: 'calc(4rem + 8px + var(--fc-top-banner, 0px))', bottom: 'calc(16px + var(--fc-bottom-bar, 0px))' }}
    />
  );
}
