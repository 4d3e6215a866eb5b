import type { APIRoute } from 'astro';
import { feedXml } from '../../domain/vehicleFeed.ts';
import { dealerFeedRows } from '../../search/dealerFeed.ts';

/** Vehicle-listings feed for ad platforms, XML. */
export const GET: APIRoute = async () => {
  const { rows, title } = await dealerFeedRows();
  return new Response(feedXml(rows, title), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
