import type { LeadKind } from '../../src/config/areas/leadDelivery.ts';

/** The lead kind a delivery is routed by, from the form and (for the general enquiry) its category. */
export function leadKind(form: string, category: string, subcategory: string | null): LeadKind {
  switch (form) {
    case 'enquiry':
    case 'quick-enquiry':
    case 'request-photos':
      return 'sales';
    case 'test-drive':
      return 'test-drive';
    case 'make-offer':
      return 'offer';
    case 'finance':
      return 'finance';
    case 'trade-in':
      return 'trade-in';
    case 'service':
      return 'service';
    case 'careers':
      return 'careers';
    case 'fleet':
      return 'fleet';
    case 'reservation':
      return 'reservation';
    default:
      break;
  }
  if (subcategory === 'Career Enquiry') return 'careers';
  const byCategory: Record<string, LeadKind> = {
    'Sales Enquiry': 'sales',
    'Service Enquiry': 'service',
    'Parts Enquiry': 'parts',
    'Finance Enquiry': 'finance',
    'Fleet Enquiry': 'fleet',
  };
  return byCategory[category] ?? 'general';
}
