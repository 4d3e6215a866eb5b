import { callLeadApi } from './leadApiClient.ts';

/** The phone-reveal call (SPEC §7): body car_id, dealership_id, website_id; a failure is only logged (§8). */
export async function recordPhoneReveal(
  apiUrl: string,
  body: { car_id: string; dealership_id: number; website_id: number },
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const answer = await callLeadApi(
    apiUrl,
    { method: 'POST', path: '/api/phone-reveal', body, keepalive: true },
    fetcher,
  );
  if (!answer.success) {
    console.warn(`Phone reveal was not recorded (${answer.status === null ? answer.error : `HTTP ${answer.status}`}).`);
  }
  return answer.success;
}
