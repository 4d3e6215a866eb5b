/** The nested records of a Car document (SPEC §3): finance lenders, payment processors, location, market data, variant. */

/** One provider's finance estimate for a car (SPEC §3 "Finance lender entry"). */
export interface FinanceLender {
  /** Indicative annual interest rate in percent; null hides finance. */
  interestRate: number | null;
  /** Annual comparison rate in percent; null hides finance. */
  comparisonRate: number | null;
  /** Weekly repayment in whole dollars over termMonths. */
  paymentWeek: number | null;
  /** Monthly repayment in whole dollars over termMonths. */
  paymentMonth: number | null;
  /** Loan term in months. */
  termMonths: number;
  /** Loan term in years (angle only). */
  termYears?: number;
  /** Final (balloon) payment in dollars; 0 means none. */
  balloon: number;
  /** Legal text shown under the estimate. */
  disclaimer: string;
  /** Deposit in dollars (angle, nissan_finance and manual only). */
  deposit?: number;
  /** Monthly repayment over 36 months. */
  term36?: number;
  /** Monthly repayment over 48 months. */
  term48?: number;
  /** Monthly repayment over 60 months. */
  term60?: number;
  /** Monthly repayment over 72 months. */
  term72?: number;
}

/** An online payment processor able to take a reservation deposit. */
export interface PaymentProcessor {
  /** Processor name. */
  name: 'stripe' | 'windcave';
  /** Reservation deposit taken online, in dollars. */
  deposit_amount: number;
}

/** The sales location a car sits at, as embedded in the car record. */
export interface CarLocation {
  /** Location phone number. */
  phone: string;
  /** Location slug. */
  slug: string;
  /** Suburb or city. */
  city: string;
  /** State code, lower case (e.g. 'qld'). */
  state: string;
  /** Location display name. */
  location_name: string;
  /** Ids of further locations the car is advertised at. */
  distribution_locations: number[];
}

/** Market valuation from AutoGrab. */
export interface AutograbData {
  /** Average market price in the car's state, in dollars. */
  state_average_market_price: number | null;
  /** Average national market price, in dollars. */
  average_market_price: number | null;
}

/** Technical specification of the variant (make, model, badge, series). */
export interface Variant {
  /** Number of cylinders; 0 for electric. */
  cylinders: number;
  /** Engine capacity in cc; 0 for electric. */
  enginesize: number;
  /** Engine capacity in litres; 0 for electric. */
  enginesize_litres: number;
  /** Aspiration, e.g. 'Turbo', 'Aspirated', 'Electric'. */
  induction: string;
  /** Gearbox kind, e.g. 'Automatic', 'Manual', 'CVT'. */
  geartype: string;
  /** Combined fuel use in L/100km (kWh/100km for electric). */
  fuelconsumptioncombined: number;
  /** Fuel tank capacity in litres (battery kWh for electric). */
  fuelcapacity: number;
  /** Gross vehicle mass in kg. */
  grossvehiclemass: number;
  /** Length in mm. */
  vehiclelength: number;
  /** Height in mm. */
  vehicleheight: number;
  /** Width in mm. */
  vehiclewidth: number;
  /** Peak torque in Nm. */
  torque: number;
  /** ANCAP star rating; null when not rated. */
  ancaprating: number | null;
}
