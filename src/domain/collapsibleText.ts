/** SPEC §9: offer descriptions collapse to 160 characters, disclaimers to 200. */
export const OFFER_DESCRIPTION_LIMIT = 160;
export const OFFER_DISCLAIMER_LIMIT = 200;
/** SPEC §4: the View more/less toggle appears only for text over 200 characters. */
export const COLLAPSE_THRESHOLD = 200;

export interface CollapsibleText {
  full: string;
  /** The shortened text, or null when the whole text shows and no toggle is needed. */
  short: string | null;
}

/** Cuts at `limit` characters (at the last space when there is one), adding an ellipsis; no cut at or below the threshold. */
export function collapsibleText(text: string, limit: number, threshold = COLLAPSE_THRESHOLD): CollapsibleText {
  const full = text.trim();
  if (full.length <= threshold) return { full, short: null };
  const cut = full.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const short = (space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '');
  return { full, short: `${short}…` };
}
