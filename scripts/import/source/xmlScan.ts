import { FeedError } from './feedError.ts';

/** How deep an XML feed may nest elements: `rss/channel/item/g:shipping/g:price` is five; a stock feed needs a few. */
export const MAX_XML_DEPTH = 32;

/** A DOCTYPE's entity definitions could expand without bound, and no feed needs them. */
const DECLARATION_REFUSAL = 'not a plain XML feed: DOCTYPE and ENTITY declarations are not accepted';

type State = 'text' | 'lt' | 'open' | 'close' | 'pi' | 'bang' | 'comment' | 'cdata';

/** What comes before the `>` that ends a comment, a CDATA section and a processing instruction. */
const ENDS = { comment: '--', cdata: ']]', pi: '?' } as const;

/**
 * Reads an XML feed's text as it streams in and refuses, in one line, what would make its parser
 * work without bound or throw: elements nested deeper than `maxDepth`, and any `<!DOCTYPE`, `<!ENTITY`
 * or other declaration (comments and CDATA are fine). It only counts tags; well-formedness is the
 * validator's.
 */
export class XmlScan {
  private state: State = 'text';
  private depth = 0;
  private quote = '';
  private bang = '';
  /** The last two characters inside a tag, comment, CDATA section or processing instruction. */
  private last = '';
  private readonly maxDepth: number;

  constructor(maxDepth = MAX_XML_DEPTH) {
    this.maxDepth = maxDepth;
  }

  /** Throws FeedError on the first nesting or declaration the feed may not have. */
  scan(text: string): void {
    for (const c of text) this.step(c);
  }

  private step(c: string): void {
    switch (this.state) {
      case 'text':
        if (c === '<') this.state = 'lt';
        return;
      case 'lt':
        this.last = '';
        if (c === '/') this.state = 'close';
        else if (c === '?') this.state = 'pi';
        else if (c === '!') [this.state, this.bang] = ['bang', ''];
        else this.open(c);
        return;
      case 'open':
        if (this.quote !== '') {
          if (c === this.quote) this.quote = '';
        } else if (c === '"' || c === "'") this.quote = c;
        else if (c === '>') {
          if (this.last.endsWith('/')) this.depth--; // <photo/> opens and closes
          this.state = 'text';
        }
        this.last = (this.last + c).slice(-2);
        return;
      case 'close':
        if (c === '>') [this.depth, this.state] = [this.depth - 1, 'text'];
        return;
      case 'bang':
        this.bang += c;
        if (this.bang === '--') this.state = 'comment';
        else if (this.bang === '[CDATA[') this.state = 'cdata';
        else if (!'--'.startsWith(this.bang) && !'[CDATA['.startsWith(this.bang))
          throw new FeedError(DECLARATION_REFUSAL);
        return;
      case 'comment':
      case 'cdata':
      case 'pi':
        if (c === '>' && this.last.endsWith(ENDS[this.state])) this.state = 'text';
        this.last = (this.last + c).slice(-2);
        return;
      default: {
        const never: never = this.state;
        return never;
      }
    }
  }

  private open(c: string): void {
    this.depth++;
    if (this.depth > this.maxDepth)
      throw new FeedError(`the XML nests elements more than ${this.maxDepth} deep (a stock feed needs a few levels)`);
    [this.state, this.quote, this.last] = ['open', '', c];
  }
}
