/**
 * Who may do what in the dealer console: one table, checked by the server on every request (the
 * browser only hides what the server refuses anyway). Pure: no IO.
 */
export const ROLES = ['sales', 'manager', 'group', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** A dealer's leads and reservations, read. */
  'leads.read',
  /** A lead's status and notes. */
  'leads.mark',
  'reservations.read',
  /** Complete, release, refund or extend a reservation. */
  'reservations.act',
  /** The last import, feed age, cars live, builds, field vitals. */
  'stock.read',
  /** The dealer's sales staff. */
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const SALES: readonly Permission[] = ['leads.read', 'leads.mark', 'reservations.read'];
const MANAGER: readonly Permission[] = [...SALES, 'reservations.act', 'stock.read', 'staff.manage'];

export const ROLE_PERMISSIONS = {
  sales: SALES,
  manager: MANAGER,
  // A manager of several named dealers.
  group: MANAGER,
  // Every dealer.
  operator: PERMISSIONS,
} as const satisfies Record<Role, readonly Permission[]>;

export const may = (role: Role, permission: Permission): boolean =>
  (ROLE_PERMISSIONS[role] as readonly Permission[]).includes(permission);

/** The roles a manager may give or take away at their dealer (only sales staff). */
export const managedRoles = (role: Role): readonly Role[] => (may(role, 'staff.manage') ? ['sales'] : []);

/** The dealers a person's role covers: an operator every dealer, anyone else the ones named. */
export function dealersOf(person: { role: Role; dealers: readonly string[] }, fleet: readonly string[]): string[] {
  if (person.role === 'operator') return [...fleet];
  return person.dealers.filter((slug) => fleet.includes(slug));
}

export const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.includes(value as Role);
