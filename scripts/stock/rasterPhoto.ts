import sharp from 'sharp';

/** Size of the photo-like originals: a dealer camera's 1600 px wide export at 3:2. */
export const RASTER_WIDTH = 1600;
export const RASTER_HEIGHT = 1067;

const RAW = { width: RASTER_WIDTH, height: RASTER_HEIGHT, channels: 3 } as const;

/** Grey gaussian noise at the given size, as raw pixels scaled to the photo's size. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .resize(RASTER_WIDTH, RASTER_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();

/**
 * The two noise layers, made once per process: generating them took two thirds of each photo's
 * render (about 500 of 765 ms on two cores), and a shared grain is invisible from one photo to the next.
 */
let layers: Promise<[Buffer, Buffer]> | undefined;
const noiseLayers = () =>
  (layers ??= Promise.all([
    // A coarser mottle (made at a third of the size and scaled up), then fine sensor grain.
    noise(Math.round(RASTER_WIDTH / 3), Math.round(RASTER_HEIGHT / 3), 40),
    noise(RASTER_WIDTH, RASTER_HEIGHT, 14),
  ]));

/**
 * Renders a sample photo drawing (SVG) as a camera-like JPEG original, 1600×1067 and about
 * 150–400 KB: two layers of noise blended in soft light, fine sensor grain and a coarser mottle,
 * so the photo keeps a real photo's weight when the image host scales it down (768 px: about 45 KB
 * as JPEG q75), where grain alone would average out.
 */
export async function renderRasterPhoto(svg: Buffer): Promise<Buffer> {
  const [[mottle, grain], drawing] = await Promise.all([
    noiseLayers(),
    sharp(svg, { density: 144 }).resize(RASTER_WIDTH, RASTER_HEIGHT, { fit: 'cover' }).toBuffer(),
  ]);
  return sharp(drawing)
    .composite([
      { input: mottle, raw: RAW, blend: 'soft-light' },
      { input: grain, raw: RAW, blend: 'soft-light' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
