import type { APIRoute } from 'astro';
import { feedCsv } from '../../domain/vehicleFeed.ts';
import { dealerFeedRows } from '../../search/dealerFeed.ts';

/** Vehicle-listings feed for ad platforms, CSV. */
export const GET: APIRoute = async () => {
  const { rows } = await dealerFeedRows();
  return new Response(feedCsv(rows), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
};
