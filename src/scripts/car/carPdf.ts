import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Car } from '../../domain/car.ts';
import { allSpecifications, carSummary, keyInformation } from '../../domain/carSpecs.ts';
import { plainComment } from '../../domain/commentBold.ts';
import { commentParagraphs } from '../../domain/dealerComments.ts';
import { formatDistance } from '../../domain/format.ts';
import { imageUrl } from '../../domain/imageUrl.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { carLiveView } from '../../domain/carLiveView.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** The standard PDF fonts only encode Latin-1: anything else becomes a close ASCII stand-in. */
const pdfText = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '');

/** The first photo as PNG bytes: photos may be SVG, which PDF cannot embed, so a canvas draws them. */
async function photoPng(src: string): Promise<Uint8Array> {
  const image = new Image();
  image.decoding = 'async';
  image.src = imageUrl(src, { width: 992 });
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 900;
  canvas.height = 600;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the photo for the PDF.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((done) => {
    canvas.toBlob(done, 'image/png');
  });
  if (!blob) throw new Error('The photo could not be converted for the PDF.');
  return new Uint8Array(await blob.arrayBuffer());
}

class Writer {
  y = A4[1] - MARGIN;
  page: PDFPage;
  private readonly doc: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.font = font;
    this.bold = bold;
    this.page = doc.addPage(A4);
  }
  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  line(text: string, { size = 10, bold = false, gap = 4 } = {}) {
    const font = bold ? this.bold : this.font;
    const words = pdfText(text).split(' ');
    const width = A4[0] - 2 * MARGIN;
    let current = '';
    const flush = () => {
      this.room(size + gap);
      this.y -= size + gap;
      this.page.drawText(current, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.12) });
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && current) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  }
  space(height: number) {
    this.y -= height;
  }
  async photo(doc: PDFDocument, png: Uint8Array) {
    const image = await doc.embedPng(png);
    const width = A4[0] - 2 * MARGIN;
    const height = (width * image.height) / image.width;
    this.room(height + 8);
    this.y -= height + 8;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
  }
}

/** Builds the car's PDF (details and first photo) with pdf-lib and saves it as {slug}.pdf (SPEC §7). */
export async function downloadCarPdf(car: Car, site: CarSite): Promise<void> {
  const doc = await PDFDocument.create();
  doc.setTitle(car.name);
  doc.setAuthor(site.name);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const live = carLiveView(car, site, Date.now() / 1000);
  writer.line(car.name, { size: 20, bold: true, gap: 6 });
  writer.line(`${live.priceText} ${live.price.amount === null ? '' : live.price.note}`, { size: 14, bold: true });
  writer.line(`${site.name} · ${site.phone} · ${site.origin}/cars/${car.slug}`, { size: 9 });
  const first = car.images[0]?.url;
  if (first) await writer.photo(doc, await photoPng(first));
  const sections: [string, { label: string; value: string }[]][] = [
    ['Key information', keyInformation(car, (km) => formatDistance(km, site.locale, site.distanceUnit))],
    ['Car Summary', carSummary(car)],
    ['Specifications', allSpecifications(car)],
  ];
  for (const [title, rows] of sections) {
    if (rows.length === 0) continue;
    writer.space(8);
    writer.line(title, { size: 13, bold: true });
    for (const row of rows) writer.line(`${row.label}: ${row.value}`);
  }
  const comments = commentParagraphs(car.dealercomments).map(plainComment);
  if (comments.length > 0) {
    writer.space(8);
    writer.line('Dealer Comments', { size: 13, bold: true });
    for (const paragraph of comments) writer.line(paragraph, { gap: 5 });
  }
  const bytes = await doc.save();
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${car.slug}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
