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
