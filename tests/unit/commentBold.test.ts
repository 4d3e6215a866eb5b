import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { commentRuns, plainComment } from '../../src/domain/commentBold.ts';
import { collapseComments } from '../../src/domain/dealerComments.ts';
import { cardComment } from '../../src/search/cardCar.ts';
import { commentText } from '../../scripts/import/values/comments.ts';
import { CommentParagraph } from '../../src/components/car/CarSections.tsx';

describe('bold words in dealer comments (an export written in HTML)', () => {
  it('reads the bold marks the importer writes into plain and bold runs', () => {
    expect(commentRuns('One **owner**, full **service** history')).toEqual([
      { text: 'One ', bold: false },
      { text: 'owner', bold: true },
      { text: ', full ', bold: false },
      { text: 'service', bold: true },
      { text: ' history', bold: false },
    ]);
    // A mark without its pair is the dealer's own text.
    expect(commentRuns('5 ** stars')).toEqual([{ text: '5 ** stars', bold: false }]);
  });

  it('shows plain words where only text fits: the search card and the PDF', () => {
    expect(plainComment('One **owner**')).toBe('One owner');
    expect(cardComment('**Low km**, one owner|More')).toBe('Low km, one owner');
  });

  it('closes the bold when the collapsed view cuts inside it', () => {
    const long = `**${'word '.repeat(100).trim()}**`;
    const [first] = collapseComments([long]).paragraphs;
    expect(first).toMatch(/^\*\*word( word)*\*\*…$/);
  });

  it('an HTML comment reaches the page as paragraphs with <strong>, never as literal tags', () => {
    const paragraphs = commentText(
      '<p>One <b>owner</b> &amp; <strong>full</strong> history</p><ul><li>Tow bar</li></ul>',
    ).split('|');
    const html = paragraphs.map((text) => renderToStaticMarkup(createElement(CommentParagraph, { text }))).join('');
    expect(html).toBe('<p>One <strong>owner</strong> &amp; <strong>full</strong> history</p><p>• Tow bar</p>');
  });
});
