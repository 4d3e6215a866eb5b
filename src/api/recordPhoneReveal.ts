/** The phone-reveal call (SPEC §7): body car_id, dealership_id, website_id; a failure is only logged (§8). */
export async function recordPhoneReveal(
  apiUrl: string,
  body: { car_id: string; dealership_id: number; website_id: number },
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const res = await fetcher(`${apiUrl}/api/phone-reveal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!res.ok) console.warn(`Phone reveal was not recorded (HTTP ${res.status}).`);
    return res.ok;
  } catch (error) {
    console.warn('Phone reveal was not recorded:', error);
    return false;
  }
}
