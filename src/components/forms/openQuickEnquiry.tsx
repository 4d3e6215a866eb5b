import { createRoot, type Root } from 'react-dom/client';
import type { FormSettings } from '../../api/formSettings.ts';
import { carBySlug } from '../../search/carBySlug.ts';
import type { PublicSearchConfig } from '../../search/publicSearchConfig.ts';
import { QuickEnquiryDialog } from './QuickEnquiryModal.tsx';
import { toFormCar } from './toFormCar.ts';

/** What the search page serialises into #quick-enquiry-props (formPageProps at build time). */
interface QuickEnquiryProps {
  settings: FormSettings;
  apiUrl: string;
  mapsKey: string | null;
  search: PublicSearchConfig;
}

let root: Root | null = null;

/**
 * Opens the Quick Enquiry modal for a result card (SPEC §2 search result card). Loaded on the first
 * click only, so the search page's first-load script stays within its budget; the card's link to
 * the car page's enquiry remains the no-script path.
 */
export async function openQuickEnquiry(slug: string, opener: HTMLElement): Promise<void> {
  const json = document.getElementById('quick-enquiry-props')?.textContent;
  if (!json) throw new Error('Quick Enquiry settings are missing from the page.');
  const props = JSON.parse(json) as QuickEnquiryProps;
  const car = await carBySlug(props.search, slug);
  if (!car) throw new Error(`Car ${slug} is no longer listed.`);
  let host = document.getElementById('quick-enquiry-root');
  if (!host) {
    host = document.createElement('div');
    host.id = 'quick-enquiry-root';
    document.body.append(host);
  }
  root ??= createRoot(host);
  const close = () => {
    root?.render(null);
    opener.focus();
  };
  root.render(<QuickEnquiryDialog key={slug} {...props} car={toFormCar(car)} onClose={close} />);
}
