import { useDisplayedCount } from './HitCount.tsx';
import type { SearchSettings } from './searchSettings.ts';

/** 'Show Me N cars' (SPEC §2): the URL is already pushed; it closes the panel and scrolls to top. */
export function ShowMeButton({ settings, onDone }: { settings: SearchSettings; onDone: () => void }) {
  const count = useDisplayedCount(settings);
  return (
    <button
      type="button"
      className="button show-me"
      onClick={() => {
        onDone();
        window.scrollTo({ top: 0 });
      }}
    >
      Show Me {count.toLocaleString(settings.locale)} cars
    </button>
  );
}
