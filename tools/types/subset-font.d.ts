// The part of subset-font's API tools/subset-font.ts uses (the package ships no types).
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Pins an axis to a value, or narrows it to a range (HarfBuzz's instancer). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
