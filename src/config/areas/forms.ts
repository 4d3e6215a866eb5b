import * as v from 'valibot';
import { flag } from '../flag.ts';

export const formsFlags = {
  termsCheckbox: flag(
    v.boolean(),
    "Forms require the terms checkbox ('*You must agree to the terms of use before submitting.').",
    '§5 Terms checkbox (one deployment, part of the dealer sites)',
  ),
  messageOptional: flag(
    v.boolean(),
    'The enquiry message is optional.',
    '§5 message required unless the deployment opts out',
  ),
  dealershipSelect: flag(
    v.boolean(),
    'Shows the dealership select when the site has more than one dealership.',
    '§5 dealership select (unless removed)',
  ),
  testDriveDisclaimer: flag(
    v.nullable(v.pipe(v.string(), v.minLength(1))),
    'Test-drive terms text; adds a terms field when set.',
    '§5 Test drive form terms field if the dealer has a disclaimer',
  ),
  valuationEnabled: flag(
    v.boolean(),
    'Trade-in valuation is offered.',
    '§5 trade-in offered where valuation is enabled',
  ),
  valuationToMiscellaneous: flag(
    v.boolean(),
    "Valuation results are also posted to /api/miscellaneous with column_name 'valuation'.",
    '§7 POST /api/miscellaneous (one deployment)',
  ),
};

export const FormsFlags = v.strictObject(formsFlags);
