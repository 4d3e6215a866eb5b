import { describe, expect, it } from 'vitest';
import { errorStep } from '../../src/components/forms/errorStep.ts';

describe('a two-step form answered with errors', () => {
  it('goes back to the details step and focuses Email when the email is the only field in error', () => {
    expect(errorStep({ email: 'Please enter a valid email address.' }, 1)).toEqual({ step: 0, focus: 'email' });
  });

  it('goes forward to the enquiry step for a message error found on the details step', () => {
    expect(errorStep({ message: 'Please enter a message.' }, 0)).toEqual({ step: 1, focus: 'message' });
  });

  it('stays (the error list takes the focus) when a field on screen is in error too, or none is', () => {
    const both = { email: 'Please enter a valid email address.', message: 'Please enter a message.' };
    expect(errorStep(both, 1)).toEqual({ step: 1, focus: null });
    expect(errorStep({}, 1)).toEqual({ step: 1, focus: null });
    expect(errorStep({ form: 'This form could not be sent.' }, 1)).toEqual({ step: 1, focus: null });
  });
});
