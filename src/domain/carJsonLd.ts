import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';
import { MIN_SHOWN_PRICE } from './priceDisplay.ts';

export interface SellerInfo {
  name: string;
  url: string;
  telephone: string;
  address: { street: string; city: string; state: string; postcode: string };
}

const availability = (car: Pick<Car, 'status' | 'preorder'>) => {
  if (!isAvailable(car.status)) return 'https://schema.org/SoldOut';
  if (car.status === 'coming_soon') return car.preorder ? 'https://schema.org/PreOrder' : 'https://schema.org/PreSale';
  return 'https://schema.org/InStock';
};

/** schema.org Car with its Offer and AutoDealer seller (structured data for search engines), as a plain object. */
export function carJsonLd(car: Car, pageUrl: string, imageUrl: string | null, currency: string, seller: SellerInfo) {
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: pageUrl,
    priceCurrency: currency,
    availability: availability(car),
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    seller: {
      '@type': 'AutoDealer',
      name: seller.name,
      url: seller.url,
      telephone: seller.telephone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: seller.address.street,
        addressLocality: seller.address.city,
        addressRegion: seller.address.state,
        postalCode: seller.address.postcode,
        addressCountry: 'AU',
      },
    },
  };
  if (car.price > MIN_SHOWN_PRICE) offer.price = car.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    vehicleIdentificationNumber: car.vin,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    itemCondition: offer.itemCondition,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: [car.badge, car.series].filter(Boolean).join(' '),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.trans ? { vehicleTransmission: car.trans } : {}),
    bodyType: car.body,
    color: car.colour,
    offers: offer,
  };
}
