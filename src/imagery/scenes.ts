import { shade } from './shade.ts';

/** Sky, hills and road seen through a windscreen (or over handlebars). */
const OUTSIDE =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#eaf2f8"/></linearGradient>' +
  '<rect width="1200" height="420" fill="url(#sky)"/><path d="M0 300Q300 240 600 290T1200 280V420H0Z" fill="#8aa37a"/>' +
  '<path d="M560 300L640 300L980 800H220Z" fill="#6b7075"/><path d="M598 310h4l14 120h-32z" fill="#f1f1ea"/>';

/** A right-hand-drive dashboard with the paint colour as the trim accent. */
export function renderDashboard(paint: string): string {
  return (
    OUTSIDE +
    '<path d="M0 0H1200V800H0ZM120 70L1080 70L1010 330L190 330Z" fill="#1e2125" fill-rule="evenodd"/>' +
    '<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34383d"/><stop offset="1" stop-color="#121416"/></linearGradient>' +
    '<path d="M0 350Q600 280 1200 350V800H0Z" fill="url(#dash)"/>' +
    `<path d="M0 452Q600 392 1200 452V474Q600 414 0 474Z" fill="${paint}"/>` +
    '<rect x="490" y="360" width="220" height="130" rx="14" fill="#0b0e12"/><rect x="504" y="374" width="192" height="102" rx="8" fill="#1d4a73"/>' +
    '<path d="M520 394h90M520 414h130M520 434h70" stroke="#9fd0ff" stroke-width="8" stroke-linecap="round"/><circle cx="664" cy="446" r="16" fill="#49c27a"/>' +
    '<rect x="330" y="400" width="110" height="40" rx="12" fill="#0e1012"/><rect x="1030" y="400" width="110" height="40" rx="12" fill="#0e1012"/>' +
    '<rect x="750" y="372" width="230" height="90" rx="30" fill="#0b0d0f"/><circle cx="815" cy="417" r="32" fill="none" stroke="#e0e6ea" stroke-width="5"/><circle cx="915" cy="417" r="32" fill="none" stroke="#e0e6ea" stroke-width="5"/>' +
    '<path d="M815 417l20-16M915 417l-14-22" stroke="#ff5a36" stroke-width="5"/>' +
    '<circle cx="865" cy="600" r="175" fill="none" stroke="#0d0e10" stroke-width="38"/><path d="M700 610H1030M865 610V770" stroke="#16181b" stroke-width="44"/>' +
    `<circle cx="865" cy="610" r="52" fill="#202327"/><circle cx="865" cy="610" r="18" fill="none" stroke="${shade(paint, 0.2)}" stroke-width="5"/>` +
    `<path d="M470 800L520 560H680L730 800Z" fill="#17191c"/><path d="M520 560H680" stroke="${paint}" stroke-width="6"/><rect x="575" y="600" width="50" height="90" rx="20" fill="#2d3136"/>`
  );
}

/** A rider's view over the tank: instruments, bars and mirrors. */
export function renderCockpit(paint: string): string {
  return (
    OUTSIDE +
    `<path d="M380 800Q400 560 600 540Q800 560 820 800Z" fill="${paint}"/><path d="M470 800Q490 620 600 610Q710 620 730 800Z" fill="${shade(paint, 0.25)}"/>` +
    '<path d="M140 520Q600 420 1060 520" fill="none" stroke="#1a1c1f" stroke-width="34" stroke-linecap="round"/>' +
    '<rect x="480" y="400" width="240" height="130" rx="22" fill="#0c0f12"/><rect x="496" y="414" width="208" height="102" rx="14" fill="#16324d"/>' +
    '<text x="600" y="484" font-family="sans-serif" font-size="54" font-weight="700" fill="#e8f1f8" text-anchor="middle">0</text>' +
    '<path d="M520 430h60M620 430h60" stroke="#49c27a" stroke-width="8"/><rect x="90" y="470" width="90" height="110" rx="16" fill="#202326"/><rect x="1020" y="470" width="90" height="110" rx="16" fill="#202326"/>' +
    '<path d="M160 360L230 500M1040 360L970 500" stroke="#26292d" stroke-width="10"/><ellipse cx="150" cy="340" rx="62" ry="38" fill="#2a2e33"/><ellipse cx="1050" cy="340" rx="62" ry="38" fill="#2a2e33"/>'
  );
}

/** A caravan interior: bed, window and overhead lockers in the accent colour. */
export function renderCaravanInterior(paint: string): string {
  return (
    '<rect width="1200" height="800" fill="#efe8de"/><rect y="600" width="1200" height="200" fill="#a9845c"/>' +
    '<path d="M0 640H1200M0 700H1200M0 760H1200" stroke="#8f6c47" stroke-width="3"/>' +
    '<rect x="430" y="200" width="340" height="150" rx="24" fill="#9cc3e6" stroke="#d8d2c8" stroke-width="14"/><path d="M430 300Q600 250 770 290V336H430Z" fill="#8aa37a"/>' +
    `<rect x="0" y="40" width="1200" height="120" fill="${paint}"/><path d="M300 40V160M600 40V160M900 40V160" stroke="${shade(paint, -0.3)}" stroke-width="6"/>` +
    '<rect x="300" y="410" width="600" height="210" rx="18" fill="#7a6a58"/><rect x="290" y="390" width="620" height="120" rx="24" fill="#f8f7f4"/>' +
    `<rect x="340" y="350" width="220" height="70" rx="30" fill="#ffffff"/><rect x="640" y="350" width="220" height="70" rx="30" fill="#ffffff"/><rect x="290" y="450" width="620" height="60" rx="16" fill="${shade(paint, 0.35)}"/>` +
    '<rect x="40" y="360" width="200" height="260" fill="#d8cfc2"/><rect x="40" y="350" width="200" height="20" fill="#3c3f43"/><rect x="960" y="360" width="200" height="260" fill="#d8cfc2"/>' +
    '<circle cx="1060" cy="420" r="8" fill="#777"/><circle cx="140" cy="480" r="8" fill="#777"/>'
  );
}
