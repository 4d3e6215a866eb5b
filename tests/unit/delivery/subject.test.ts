import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../../server/delivery/email.ts';
import { carLeadMessage } from './fixtures.ts';

const person = { id: 'lead.created.email.abc', target: 'sales@harbourautogroup.com.au', crm: false };
const subjectFor = (name: string, last_name = '') =>
  renderEmail(carLeadMessage({ name, last_name }), person, { adfAttachment: false }).subject;

describe('the lead email Subject', () => {
  it('makes a link typed as the shopper name inert, as the body does with shopper addresses', () => {
    expect(subjectFor('Portal password expires today:', 'https://portal.example-bank.com/reset')).toBe(
      'Make an Offer from Portal password expires today: https[:]//portal[.]example-bank[.]com/reset',
    );
    expect(subjectFor('Visit www.cheap-cars.example')).toBe('Make an Offer from Visit www[.]cheap-cars[.]example');
    expect(subjectFor('see evil.example/login now')).toBe('Make an Offer from see evil[.]example/login now');
    expect(subjectFor('hxxp://x', 'ftp://files.example')).toBe('Make an Offer from hxxp[:]//x ftp[:]//files[.]example');
  });

  it('keeps ordinary names as written, dots before a space or at the end included', () => {
    expect(subjectFor('Jo', 'Citizen')).toBe('Make an Offer from Jo Citizen');
    expect(subjectFor('Dr. Mary-Jane', "O'Brien Jr.")).toBe("Make an Offer from Dr. Mary-Jane O'Brien Jr.");
    expect(subjectFor('')).toBe('Make an Offer from a shopper');
  });

  it('stays one line of at most 200 characters after the brackets are added', () => {
    const subject = subjectFor(`a.${'b.'.repeat(150)}`, 'x\r\nBcc: victim@example.com');
    expect(subject).toHaveLength(200);
    expect(subject).toMatch(/^Make an Offer from a\[\.\]b\[\.\]b/);
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('answers the lead first subject with "Re: " in every later step of a trade-in, accepted or not', () => {
    const trade = (subcategory: string, event: 'created' | 'valuation-completed' | 'offer-accepted') => {
      const base = carLeadMessage({ name: 'Jo', last_name: 'Citizen' });
      const message = { ...base, event, lead: { ...base.lead, form: 'trade-in', category: 'Trade-In', subcategory } };
      const id = `lead.${event}.email.abc`;
      return renderEmail(message, { ...person, id }, { adfAttachment: false });
    };
    expect(trade('1. Valuation Requested', 'created').subject).toBe(
      'Trade-In / 1. Valuation Requested from Jo Citizen',
    );
    expect(trade('1. Valuation Requested', 'valuation-completed').subject).toBe(
      'Re: Trade-In / 1. Valuation Requested from Jo Citizen',
    );
    const accepted = trade('3. Offer Accepted', 'offer-accepted');
    expect(accepted.subject).toBe('Re: Trade-In / 1. Valuation Requested from Jo Citizen');
    expect(accepted.text).toMatch(/^Trade-in offer accepted\n/);
    // A resend of the lead first message after the acceptance keeps the subject it was sent with.
    expect(trade('3. Offer Accepted', 'created').subject).toBe('Trade-In / 1. Valuation Requested from Jo Citizen');
  });
});
