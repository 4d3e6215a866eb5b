/**
 * What a shopper can count on when sending a lead form, beside the form on its page. Each is kept
 * by the platform: lead forms take no payment, a lead goes to the dealer's own recipients, and the
 * browser's outbox keeps it until the lead API has it (docs/architecture.md, "Never lose a lead").
 */
export const leadFormPromises = (dealerName: string): string[] => [
  'No obligation: asking costs nothing.',
  `Your enquiry goes straight to the team at ${dealerName}.`,
  'If your connection drops, your enquiry is kept on this device and sent when you are back online.',
];
