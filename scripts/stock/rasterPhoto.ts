import sharp from 'sharp';

/** Size of the photo-like originals: a dealer camera's 1600 px wide export at 3:2. */
export const RASTER_WIDTH = 1600;
export const RASTER_HEIGHT = 1067;

/** Grey gaussian noise, to be blended over a drawing. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .png()
    .toBuffer();

/**
 * Renders a sample photo drawing (SVG) as a camera-like JPEG original, 1600×1067 and about
 * 150–400 KB: two layers of noise blended in soft light, fine sensor grain and a coarser mottle
 * (rendered at a third of the size and scaled up), so the photo keeps a real photo's weight when
 * the image host scales it down (768 px: about 45 KB as JPEG q75), where grain alone would average out.
 */
export async function renderRasterPhoto(svg: Buffer): Promise<Buffer> {
  const [drawing, grain, mottleSmall] = await Promise.all([
    sharp(svg, { density: 144 }).resize(RASTER_WIDTH, RASTER_HEIGHT, { fit: 'cover' }).toBuffer(),
    noise(RASTER_WIDTH, RASTER_HEIGHT, 14),
    noise(Math.round(RASTER_WIDTH / 3), Math.round(RASTER_HEIGHT / 3), 40),
  ]);
  const mottle = await sharp(mottleSmall).resize(RASTER_WIDTH, RASTER_HEIGHT, { kernel: 'cubic' }).png().toBuffer();
  return sharp(drawing)
    .composite([
      { input: mottle, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
