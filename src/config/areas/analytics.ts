import * as v from 'valibot';
import { flag } from '../flag.ts';

export const analyticsFlags = {
  vitalsSampleRate: flag(
    v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    'Share of page views (0 to 1) whose field Core Web Vitals (LCP, INP, CLS, TTFB) the beacon sends to the lead API; 0 turns the beacon off.',
    '§7 Analytics events (field Core Web Vitals beacon)',
  ),
};
export const AnalyticsFlags = v.strictObject(analyticsFlags);
