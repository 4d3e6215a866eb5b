import { useState } from 'react';
import { EVENT_IDS } from '../../api/leadEvents.ts';
import { tradeInEstimate, type TradeInAnswers } from '../../domain/tradeInEstimate.ts';
import { readValuation, rememberValuation } from '../../stores/tradeInValuation.ts';
import type { BaseFormProps } from './FormProps.ts';
import { sendCall, stepSecretOf } from './sendCall.ts';
import {
  acceptedLeadPatch,
  carDetailsErrors,
  carNumbers,
  initialDetails,
  valuationCar,
  valuationRecord,
  type CarDetails,
  type ContactBy,
  type Estimate,
} from './tradeInSteps.ts';
import type { FormSearch } from './useQueryCar.ts';
import type { FormCar } from '../../api/leadPayload.ts';

export type TradeInStep = 'car' | 'condition' | 'contact' | 'offer' | 'accepted';

export type TradeInProps = BaseFormProps & { search: FormSearch; defaultState: string; currentYear: number };

/**
 * The trade-in's steps and what moves between them: the car (looked up as a valuation), its
 * condition, the lead (then the estimate from comparable cars, saved in this browser and on the
 * valuation), and accepting the offer.
 */
export function useTradeIn(props: TradeInProps, car: FormCar | null) {
  const { apiUrl, settings, currentYear } = props;
  const [step, setStep] = useState<TradeInStep>('car');
  const [details, setDetails] = useState<CarDetails>(() =>
    initialDetails(typeof window === 'undefined' ? null : readValuation(window.localStorage), props.defaultState),
  );
  const [answers, setAnswers] = useState<TradeInAnswers>({ accident: 'No', serviceHistory: 'Full', condition: 'Good' });
  const [contactBy, setContactBy] = useState<ContactBy>('Phone');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [valuationId, setValuationId] = useState<string | null>(null);
  const [valuationSecret, setValuationSecret] = useState<string | null>(null);
  // The lead's id and the secret its later steps send back: the API refuses a later step without it.
  const [lead, setLead] = useState<{ id: string; secret: string | null } | null>(null);
  const [estimate, setEstimate] = useState<Estimate>(null);
  const { year, kms } = carNumbers(details);

  const setDetail = (name: keyof CarDetails, value: string) => {
    setDetails((d) => ({ ...d, [name]: value }));
  };

  const lookUp = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = carDetailsErrors(details, currentYear);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await sendCall(apiUrl, 'POST', '/api/valuations', {
      website_id: settings.websiteId,
      rego: details.rego.trim(),
      regoState: details.regoState,
      ...(car ? { car_id: car.slug } : {}),
    });
    if (result.status === 'sent' && typeof result.body.valuation_id === 'string') {
      setValuationId(result.body.valuation_id);
      setValuationSecret(stepSecretOf(result.body, 'valuation_secret'));
    }
    if (result.status === 'rejected') {
      setErrors((result.body.fields ?? {}) as Record<string, string>);
      return;
    }
    setStep('condition');
  };

  /**
   * The car, its condition and the contact preference go on the valuation before the lead is sent,
   * so the dealer's first message already names the car (awaited: the lead waits for it).
   */
  const toContact = async () => {
    if (valuationId) {
      const car = valuationCar(details, answers, contactBy);
      await sendCall(apiUrl, 'PATCH', `/api/valuations/${valuationId}`, car, valuationSecret);
    }
    setStep('contact');
  };

  const onLead = async (id: string, secret: string | null) => {
    setLead({ id, secret });
    // Loaded at this step only: the page's first script stays within the form budget.
    const { comparablePrices } = await import('../../search/comparablePrices.ts');
    const prices = await comparablePrices(props.search, details.make, details.model, year);
    const value = tradeInEstimate({ marketPrices: prices, year, km: kms, answers, currentYear });
    setEstimate(value);
    rememberValuation(window.localStorage, {
      rego: details.rego.trim().toUpperCase(),
      regoState: details.regoState,
      make: details.make.trim(),
      model: details.model.trim(),
      year,
      kms,
      estimate: value,
      valuationId,
      leadId: id,
      at: new Date().toISOString(),
    });
    const record = valuationRecord({ details, answers, contactBy, estimate: value, leadId: id });
    if (valuationId) void sendCall(apiUrl, 'PATCH', `/api/valuations/${valuationId}`, record, valuationSecret);
    if (settings.valuationToMiscellaneous) {
      void sendCall(apiUrl, 'POST', '/api/miscellaneous', {
        website_id: settings.websiteId,
        column_name: 'valuation',
        value: { ...record, rego: details.rego, regoState: details.regoState, valuation_id: valuationId },
      });
    }
    setStep('offer');
  };

  const accept = async () => {
    if (!lead) return;
    await sendCall(apiUrl, 'PATCH', `/api/leads/${lead.id}`, acceptedLeadPatch(valuationId), lead.secret);
    if (valuationId) {
      const done = { offer_accepted: true, form_completed: true };
      void sendCall(apiUrl, 'PATCH', `/api/valuations/${valuationId}`, done, valuationSecret);
    }
    (window.dataLayer ??= []).push({
      event: 'lead_submitted',
      event_id: EVENT_IDS.offerAccepted,
      form: 'trade-in',
      lead_id: lead.id,
    });
    setStep('accepted');
  };

  return {
    step,
    setStep,
    details,
    setDetail,
    year,
    kms,
    answers,
    setAnswers,
    contactBy,
    setContactBy,
    errors,
    valuationId,
    estimate,
    lookUp,
    toContact,
    onLead,
    accept,
  };
}
