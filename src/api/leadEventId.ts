import { formKind, type FormKind } from '../domain/formKinds.ts';
import { EVENT_IDS } from './leadEvents.ts';

// Its own module, apart from the ids: every page sends the phone-click event, only form pages need this rule.
/**
 * Event id of a completed form, by its kind's event rule: used cars have their own ids; demo counts
 * as new; a test-drive-only tag is 17.
 */
export function leadEventId(kind: FormKind, car: { carType: string; tag: string | null } | null): number {
  const rule = formKind(kind).event;
  switch (rule) {
    case 'careers':
      return EVENT_IDS.careers;
    case 'test-drive':
      if (car?.tag?.toLowerCase().includes('test drive')) return EVENT_IDS.newTestDrive;
      return car?.carType === 'used' ? EVENT_IDS.usedTestDrive : EVENT_IDS.newTestDrive;
    case 'enquiry':
      if (!car) return EVENT_IDS.general;
      return car.carType === 'used' ? EVENT_IDS.usedEnquiry : EVENT_IDS.newEnquiry;
    default:
      return rule satisfies never;
  }
}
