/** Body of the phone-reveal call (SPEC §7): which car, dealership and website. */
export interface PhoneRevealEvent {
  car_id: number;
  dealership_id: number;
  website_id: number;
}

export const PHONE_REVEAL_PATH = '/api/phone-reveal';

/**
 * Records a phone reveal with the lead API: POST {origin}/api/phone-reveal, JSON body. A failure
 * is only logged (SPEC §8: phone-reveal failure is log only); the number is shown regardless.
 */
export async function sendPhoneReveal(leadApiOrigin: string, event: PhoneRevealEvent): Promise<void> {
  try {
    const response = await fetch(`${leadApiOrigin.replace(/\/$/, '')}${PHONE_REVEAL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
    });
    if (!response.ok) console.error(`Phone reveal was not recorded: the lead API answered ${response.status}`);
  } catch (error) {
    console.error('Phone reveal was not recorded:', error);
  }
}
