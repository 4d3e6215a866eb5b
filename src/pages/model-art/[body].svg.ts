import type { APIRoute, GetStaticPaths } from 'astro';
import { modelArtFiles } from '../../components/models/modelArtSvg.ts';
import { currentDealer } from '../../config/currentDealer.ts';

export const getStaticPaths = (() =>
  modelArtFiles(currentDealer().models).map(({ name, svg }) => ({
    params: { body: name },
    props: { svg },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { svg: () => string }).svg(), { headers: { 'Content-Type': 'image/svg+xml' } });
