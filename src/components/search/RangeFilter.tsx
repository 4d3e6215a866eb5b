import { useEffect, useState } from 'react';
import { useRange } from 'react-instantsearch';
import { clampRange, sliderBounds, sliderStep, type Bounds } from '../../domain/rangeSlider.ts';

interface Props {
  attribute: string;
  label: string;
  /** Whole-stock facet stats from the build (the real range when shown and max > 0). */
  stats: Bounds | undefined;
  format: (value: number) => string;
}

const finite = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : value;

/** Two-thumb slider for price, subscription_price, year and km with the SPEC §5 rules. */
export function RangeFilter({ attribute, label, stats, format }: Props) {
  // No min/max here: the connector would then write the full range into every URL.
  const { start, range, refine } = useRange({ attribute });
  // The live facet stats (other filters applied) when shown; the whole stock's before any results.
  const live =
    range.min !== undefined && range.max !== undefined && range.max > 0
      ? { min: range.min, max: range.max }
      : undefined;
  const shown = live ?? stats;
  const bounds = sliderBounds(attribute, shown);
  const current: [number, number] = [finite(start[0], bounds.min), finite(start[1], bounds.max)];
  const [draft, setDraft] = useState(current);
  useEffect(() => {
    setDraft([finite(start[0], bounds.min), finite(start[1], bounds.max)]);
  }, [start, bounds.min, bounds.max]);
  const step = sliderStep(bounds);
  // A range from a shared URL (range[price]=$12,345:999999) gets the slider's own rules against the
  // whole stock's range: rounded to 1000, clamped with the SPEC §8 log-only messages, lower ≤ upper.
  const whole = sliderBounds(attribute, stats);
  const asked = Number.isFinite(start[0]) || Number.isFinite(start[1]);
  useEffect(() => {
    if (!asked) return;
    const wanted: [number, number] = [finite(start[0], whole.min), finite(start[1], whole.max)];
    const [lo, hi] = clampRange(attribute, wanted, whole, (message) => {
      console.info(message);
    });
    if (lo === wanted[0] && hi === wanted[1]) return;
    refine([lo <= whole.min ? undefined : lo, hi >= whole.max ? undefined : hi]);
  }, [asked, start[0], start[1], whole.min, whole.max]);

  const commit = (next: [number, number]) => {
    const [lo, hi] = clampRange(attribute, next, bounds, (message) => {
      console.info(message);
    });
    setDraft([lo, hi]);
    if (lo === current[0] && hi === current[1]) return;
    // A bound past the live stats filters nothing, and the connector would reject it: leave it open.
    const openLow = lo <= bounds.min || (shown !== undefined && lo <= shown.min);
    const openHigh = hi >= bounds.max || (shown !== undefined && hi >= shown.max);
    refine([openLow ? undefined : lo, openHigh ? undefined : hi]);
  };
  const thumb = (which: 0 | 1) => (
    <input
      type="range"
      aria-label={`${which === 0 ? 'Minimum' : 'Maximum'} ${label.toLowerCase()}`}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={draft[which]}
      onChange={(event) => {
        const value = Number(event.target.value);
        // The lower thumb never passes the upper one and vice versa.
        setDraft(which === 0 ? [Math.min(value, draft[1]), draft[1]] : [draft[0], Math.max(value, draft[0])]);
      }}
      onPointerUp={() => {
        commit(draft);
      }}
      onKeyUp={() => {
        commit(draft);
      }}
      onBlur={() => {
        if (draft[0] !== current[0] || draft[1] !== current[1]) commit(draft);
      }}
    />
  );
  return (
    <div className="range-filter" data-range={attribute}>
      <p className="range-values">
        <output>{format(draft[0])}</output> – <output>{format(draft[1])}</output>
      </p>
      <div className="range-thumbs">
        {thumb(0)}
        {thumb(1)}
      </div>
    </div>
  );
}
