import { Transform, type TransformCallback } from 'node:stream';
import { FeedError } from './feedError.ts';

/** `feed.encoding`: `auto` reads a byte order mark, else UTF-8, else Windows-1252. */
export type EncodingSetting = 'auto' | 'utf-8' | 'utf-16' | 'windows-1252';
export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding a feed's first bytes announce with a byte order mark, or null without one. */
export function bomEncoding(first: Uint8Array): Encoding | null {
  if (first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf) return 'utf-8';
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le';
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be';
  return null;
}

/** The encoding to start decoding with: a byte order mark wins; without one, the setting (UTF-16 is little-endian, Windows' own). */
export function startEncoding(first: Uint8Array, setting: EncodingSetting): Encoding {
  const bom = bomEncoding(first);
  if (bom !== null) return bom;
  if (setting === 'utf-16') return 'utf-16le';
  if (setting === 'windows-1252') return 'windows-1252';
  return 'utf-8';
}

const NAMES: Record<Encoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252',
};

function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/** The bytes after the last ASCII byte: what a streaming UTF-8 decoder still holds back. */
function pendingTail(bytes: Buffer): Buffer {
  let start = bytes.length;
  while (start > 0 && (bytes[start - 1] ?? 0) > 0x7f) start--;
  return bytes.subarray(start);
}

/**
 * Bytes in, text out (the byte order mark dropped). Under `auto`, a feed whose bytes are not UTF-8
 * is read as Windows-1252 (Excel's CSV), as long as nothing before was non-ASCII UTF-8 (those bytes
 * are already text); a feed that mixes the two is refused.
 */
export class Decode extends Transform {
  private decoder: TextDecoder | null = null;
  private encoding: Encoding = 'utf-8';
  private readonly setting: EncodingSetting;
  private nonAsciiSeen = false;
  private tail: Buffer = Buffer.alloc(0);
  /** The first character that is not white space (CSV refuses text that starts like JSON or XML). */
  firstChar = '';
  bytes = 0;

  constructor(setting: EncodingSetting) {
    super({ readableObjectMode: true });
    this.setting = setting;
  }

  private text(piece: string): void {
    if (this.firstChar === '') this.firstChar = piece.trimStart().slice(0, 1);
    if (piece !== '') this.push(piece);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.decoder === null) {
      this.encoding = startEncoding(chunk, this.setting);
      this.decoder = new TextDecoder(this.encoding, { fatal: true });
    }
    this.bytes += chunk.length;
    try {
      const piece = this.decoder.decode(chunk, { stream: true });
      if (this.encoding === 'utf-8' && hasNonAscii(piece)) this.nonAsciiSeen = true;
      this.text(piece);
      this.tail = pendingTail(chunk);
    } catch {
      if (this.setting !== 'auto' || this.encoding !== 'utf-8') {
        done(
          new FeedError(
            `unknown encoding: the bytes are not ${NAMES[this.encoding]} (feed.encoding is ${this.setting})`,
          ),
        );
        return;
      }
      if (this.nonAsciiSeen) {
        done(new FeedError('unknown encoding: UTF-8 and other bytes mixed in one file (set feed.encoding)'));
        return;
      }
      // Everything decoded so far was ASCII, the same in both: only the held-back bytes are read again.
      // A UTF-8 byte order mark before Windows-1252 bytes (some DMS exports) is dropped, not read as "ï»¿".
      const first = this.bytes === chunk.length && bomEncoding(chunk) === 'utf-8';
      this.encoding = 'windows-1252';
      this.decoder = new TextDecoder('windows-1252');
      this.text(this.decoder.decode(Buffer.concat([this.tail, first ? chunk.subarray(3) : chunk]), { stream: true }));
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    try {
      this.text(this.decoder?.decode() ?? '');
      done();
    } catch {
      if (this.setting === 'auto' && this.encoding === 'utf-8' && !this.nonAsciiSeen) {
        this.text(new TextDecoder('windows-1252').decode(this.tail));
        done();
        return;
      }
      done(new FeedError(`unknown encoding: the file ends inside a ${NAMES[this.encoding]} character`));
    }
  }
}
