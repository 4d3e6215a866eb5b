import type { FormKind } from './formKinds.ts';

/** Analytics event ids of SPEC §7. */
export const EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  general: 22,
  offerAccepted: 18,
  favourite: 39,
  careers: 51,
  phoneClick: 25,
} as const;

/** Event id of a completed form: used cars have their own ids; demo counts as new; a test-drive-only tag is 17. */
export function leadEventId(kind: FormKind, car: { carType: string; tag: string | null } | null): number {
  if (kind === 'careers') return EVENT_IDS.careers;
  if (kind === 'test-drive') {
    if (car?.tag?.toLowerCase().includes('test drive')) return EVENT_IDS.newTestDrive;
    return car?.carType === 'used' ? EVENT_IDS.usedTestDrive : EVENT_IDS.newTestDrive;
  }
  if (!car) return EVENT_IDS.general;
  return car.carType === 'used' ? EVENT_IDS.usedEnquiry : EVENT_IDS.newEnquiry;
}
