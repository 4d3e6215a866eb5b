import type { APIRoute, GetStaticPaths } from 'astro';
import { MODEL_ART_BODIES, modelArtSvg } from '../../components/models/modelArtSvg.ts';
import { currentDealer } from '../../config/currentDealer.ts';

export const getStaticPaths = (() =>
  MODEL_ART_BODIES.map(({ body, slug }) => ({ params: { body: slug }, props: { body } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(modelArtSvg((props as { body: string }).body, currentDealer().config.theme.primary), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
