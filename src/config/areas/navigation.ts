import * as v from 'valibot';
import { flag } from '../flag.ts';
import { Href } from '../primitives.ts';

const NavLeaf = v.strictObject({
  /** Text of the link. */
  label: v.pipe(v.string(), v.minLength(1)),
  /** Path or URL. */
  href: Href,
});

/** A header entry: a link, or a dropdown of links ('models' and 'stock' fill themselves from data). */
const NavItem = v.strictObject({
  /** Text of the link or dropdown button. */
  label: v.pipe(v.string(), v.minLength(1)),
  /** Path or URL when the entry is a link. */
  href: v.optional(Href),
  /** Links in the dropdown. */
  children: v.optional(v.array(NavLeaf)),
  /** A dropdown filled from the dealer's models or stock types. */
  dynamic: v.optional(v.picklist(['models', 'stock'])),
});
export type NavItem = v.InferOutput<typeof NavItem>;

export const navigationFlags = {
  headerLinks: flag(
    v.pipe(v.array(NavItem), v.minLength(1)),
    'Header menu entries, in order.',
    '§2 Header (template menu and default configured links)',
  ),
  modelsLink: flag(
    v.picklist(['footer', 'header', 'none']),
    "Where a dealer with model pages but no models dropdown in its header links them ('New Models', /models).",
    '§2 Models pages (reachable from the menus)',
  ),
};

export const NavigationFlags = v.strictObject(navigationFlags);
