import type { AutograbData, Car, PaymentProcessor } from '../../src/domain/car.ts';
import { carName, derivedFields } from '../../src/stock/derived.ts';
import type { CatalogModel } from './catalog.ts';
import { dealerComments } from './comments.ts';
import { standardEquipment } from './equipment.ts';
import { financeLenders } from './finance.ts';
import type { StockProfile } from './generateStock.ts';
import { makeRegPlate, makeStockNumber, makeVin } from './identifiers.ts';
import { chooseListing, type Listing, type Showcase } from './listing.ts';
import { samplePhotoUrl, vehicleClass, viewOfPhoto } from './photos.ts';
import { GEARBOXES } from './powertrains.ts';
import type { Rng } from './random.ts';
import { buildVariant } from './variant.ts';
import { chooseVehicle, type VehicleChoice } from './vehicleChoice.ts';

const DAY = 86400;

function chooseTag(rng: Rng, vehicle: VehicleChoice, listing: Listing): string | null {
  const fuel = vehicle.model.power?.simpleFuel;
  if ((fuel === 'Electric' || fuel === 'Hybrid') && rng.chance(0.35)) return fuel;
  if (vehicle.carType === 'used' && vehicle.km < vehicle.expectedKm * 0.55 && rng.chance(0.5)) return 'Low KMs';
  if (listing.beforePrice !== null && rng.chance(0.6)) return 'Hot Deal';
  if (vehicle.carType === 'new' && rng.chance(0.08)) return 'runout sale';
  if (rng.chance(0.04)) return rng.pick(['One Owner', 'Family Favourite', 'Tow Pack Fitted']);
  return null;
}

function marketData(rng: Rng, vehicle: VehicleChoice, price: number): AutograbData | null {
  if (vehicle.carType === 'new' || vehicle.model.itemType !== 'car' || price <= 0) return null;
  const average = Math.round((price * rng.float(0.94, 1.12)) / 100) * 100;
  const stateAverage = rng.chance(0.85) ? Math.round((average * rng.float(0.97, 1.03)) / 100) * 100 : null;
  return { state_average_market_price: stateAverage, average_market_price: average };
}

type CaravanFields = Pick<
  Car,
  'body_width' | 'body_length' | 'tare_weight' | 'axle_type' | 'sleeps' | 'aggregate_trailer_mass'
>;

/** Caravan specs; longer floor plans (dearer badges) are longer, heavier and may sleep one more. */
function caravanSpecs(model: CatalogModel, badge: string): CaravanFields {
  const spec = model.itemType === 'caravan' ? model.caravan : undefined;
  if (spec === undefined) {
    return {
      body_width: null,
      body_length: null,
      tare_weight: null,
      axle_type: null,
      sleeps: null,
      aggregate_trailer_mass: null,
    };
  }
  const stretch = Math.max(0, model.badges.indexOf(badge));
  return {
    body_width: spec.width,
    body_length: spec.length + stretch * 600,
    tare_weight: spec.tare + stretch * 160,
    axle_type: spec.axle,
    sleeps: spec.sleeps + Math.min(stretch, 1),
    aggregate_trailer_mass: spec.atm + stretch * 200,
  };
}

function yearMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** One complete stock item for a site. */
export function buildCar(rng: Rng, profile: StockProfile, serial: number, now: Date, showcase: Showcase | null): Car {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const currentYear = now.getUTCFullYear();
  const vehicle = chooseVehicle(rng, profile, currentYear);
  const { model, badge, carType, year, km, paint } = vehicle;
  const listing = chooseListing(rng, vehicle, nowSeconds, showcase);
  const location = rng.pick(profile.locations);
  const dealership =
    profile.dealerships.find(({ id }) => id === location.dealershipId) ?? rng.pick(profile.dealerships);
  const power = model.power;
  const gearbox = power === null ? null : GEARBOXES[power.gearbox];
  const stocknum = makeStockNumber(carType, serial);
  const vin = makeVin(rng, model.make, year, serial);
  const registered = carType !== 'new';
  const lastMonth = year === currentYear ? now.getUTCMonth() + 1 : 12;
  const buildMonth = rng.int(1, lastMonth);
  const certified =
    carType === 'used' && model.make === 'Toyota' && model.itemType === 'car' && vehicle.age < 5 && rng.chance(0.6);
  const equipment = standardEquipment(model, vehicle.tier);
  const imageUrls = Array.from({ length: rng.int(3, 8) }, (_, index) =>
    samplePhotoUrl(vehicleClass(model), paint.name, viewOfPhoto(index)),
  );
  const lenders = financeLenders(rng, profile.financeProviders, { price: listing.price, carType, age: vehicle.age });
  const firstWeekly = Object.values(lenders).find((lender) => lender.paymentWeek !== null)?.paymentWeek ?? null;
  const available = listing.status !== 'sold';
  const processors: PaymentProcessor[] =
    available && listing.price > 200 && rng.chance(0.7)
      ? [{ name: rng.pick(['stripe', 'windcave'] as const), deposit_amount: rng.pick([200, 200, 500, 1000]) }]
      : [];
  const file = carType === 'used' && rng.chance(0.45) ? `https://reports.example.com/car-history/${vin}.pdf` : null;
  const categories: string[] = [model.category];
  if ((power?.simpleFuel === 'Hybrid' || power?.simpleFuel === 'Electric') && model.category !== 'Electrified')
    categories.push('Electrified');
  const title = carName({ year, make: model.make, model: model.model, badge });
  // A series the badge already ends with ("e:HEV RS" of the RS series) is not said twice.
  const series = ` ${title}`.endsWith(` ${model.series}`) ? null : model.series;
  const carsalesTitle = [title, series, gearbox?.simple, model.drive].filter(
    (part) => part !== undefined && part !== null,
  );
  return {
    id: 100000 + serial,
    make: model.make,
    model: model.model,
    year,
    badge,
    series: model.series,
    car_type: carType,
    status: listing.status,
    sold: listing.status === 'sold',
    sold_date_timestamp: listing.soldAt,
    reserved: listing.reserved,
    preorder: listing.preorder,
    certified,
    tag: listing.price > 0 ? chooseTag(rng, vehicle, listing) : null,
    created_at: new Date(listing.createdAt * 1000).toISOString(),
    price: listing.price,
    before_price: listing.beforePrice,
    subscription_price: listing.subscriptionPrice,
    offer_price: listing.offerPrice,
    price_type: listing.priceType,
    km,
    colour: paint.name,
    simple_fuel: power?.simpleFuel ?? null,
    fuel: power?.fuel ?? null,
    simple_body: model.body,
    simple_drive: model.drive,
    seats: model.seats,
    doors: model.doors,
    transmission: gearbox === null ? null : gearbox.simple === 'Manual' ? 'Manual' : 'Automatic',
    trans: gearbox?.trans ?? null,
    simple_transmission: gearbox?.simple ?? null,
    stocknum,
    vin,
    regplate: registered ? makeRegPlate(rng, location.state) : null,
    rego_expiry: registered ? new Date((nowSeconds + rng.int(14, 360) * DAY) * 1000).toISOString().slice(0, 10) : null,
    compliance_date: yearMonth(year, Math.min(lastMonth, buildMonth + 1)),
    build_date: yearMonth(year, buildMonth),
    engine_size: power === null ? 0 : Math.round(power.litres * 1000),
    engine_size_litres: power?.litres ?? 0,
    cylinders: power?.cylinders ?? 0,
    views: rng.int(0, 40) + Math.floor(rng.next() ** 3 * 3000),
    dealercomments: dealerComments(
      {
        model,
        carType,
        year,
        badge,
        colour: paint.name,
        km,
        certified,
        equipment,
        dealershipName: dealership.name,
        trans: gearbox?.trans ?? null,
      },
      rng,
    ),
    carsales_title: carsalesTitle.join(' '),
    file,
    standardEquipment: equipment,
    has_nvic: model.itemType === 'car' && rng.chance(0.92),
    show_on_dealer_website: listing.visible,
    payment_processors: processors,
    finance_lenders: lenders,
    autograb_data: marketData(rng, vehicle, listing.price),
    variant: buildVariant(model),
    ...caravanSpecs(model, badge),
    item_type: model.itemType,
    categories,
    created_at_timestamp: listing.createdAt,
    has_file: file !== null,
    ...derivedFields({
      year,
      make: model.make,
      model: model.model,
      badge,
      stocknum,
      price: listing.price,
      drive: model.drive,
      body: model.body,
      photos: imageUrls,
      equipment,
      place: { dealership, location },
      lenderWeekly: firstWeekly,
    }),
  };
}
