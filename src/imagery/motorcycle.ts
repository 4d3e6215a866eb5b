import { shade } from './shade.ts';

export type MotorcycleKind = 'sport' | 'naked' | 'adventure' | 'cruiser' | 'scooter';

interface Geometry {
  rear: number;
  front: number;
  wheel: number;
  /** Top of the fork (steering head), where bars, lamp and tank meet. */
  head: readonly [number, number];
  seat: number;
  spoked: boolean;
}

const GEOMETRY = {
  sport: { rear: 170, front: 735, wheel: 100, head: [610, -420], seat: -330, spoked: false },
  naked: { rear: 170, front: 735, wheel: 100, head: [640, -430], seat: -320, spoked: false },
  adventure: { rear: 160, front: 770, wheel: 112, head: [650, -500], seat: -380, spoked: true },
  cruiser: { rear: 130, front: 800, wheel: 96, head: [640, -400], seat: -250, spoked: false },
  scooter: { rear: 200, front: 700, wheel: 74, head: [640, -420], seat: -300, spoked: false },
} as const satisfies Record<MotorcycleKind, Geometry>;

function wheel(x: number, radius: number, spoked: boolean): string {
  const y = -radius;
  const spokes = spoked
    ? Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `M${x} ${y}L${Math.round(x + Math.cos(a) * radius * 0.74)} ${Math.round(y + Math.sin(a) * radius * 0.74)}`;
      }).join('')
    : Array.from({ length: 3 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 3;
        return `M${x} ${y}L${Math.round(x + Math.cos(a) * radius * 0.72)} ${Math.round(y + Math.sin(a) * radius * 0.72)}`;
      }).join('');
  return (
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#tyre)"/><circle cx="${x}" cy="${y}" r="${Math.round(radius * 0.78)}" fill="#1d2024"/>` +
    `<circle cx="${x}" cy="${y}" r="${Math.round(radius * 0.74)}" fill="none" stroke="url(#rim)" stroke-width="${Math.round(radius * 0.08)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${Math.round(radius * 0.42)}" fill="none" stroke="#8b939b" stroke-width="5"/>` +
    `<path d="${spokes}" stroke="${spoked ? '#c9ced3' : '#9aa1a8'}" stroke-width="${spoked ? 3 : Math.round(radius * 0.1)}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${Math.round(radius * 0.13)}" fill="url(#rim)"/>`
  );
}

/** Bodywork per kind: tank, fairing or apron, seat and tail, in local units (y up is negative). */
function bodywork(kind: MotorcycleKind, g: Geometry, paint: string): string {
  const [hx, hy] = g.head;
  const dark = shade(paint, -0.35);
  const seat = '#17191c';
  switch (kind) {
    case 'sport':
      return (
        `<path d="M${hx + 60} ${hy - 20}Q${hx + 150} ${hy + 30} ${hx + 140} ${hy + 150}L${hx - 10} ${hy + 240}L${hx - 140} ${hy + 230}L${hx - 120} ${hy + 90}Z" fill="url(#paint)"/>` +
        `<path d="M${hx + 30} ${hy + 5}L${hx + 100} ${hy - 20}L${hx + 115} ${hy + 25}Z" fill="url(#glass)"/>` +
        `<path d="M${hx - 250} ${hy + 70}Q${hx - 150} ${hy - 10} ${hx - 30} ${hy + 20}L${hx - 60} ${hy + 110}L${hx - 250} ${hy + 110}Z" fill="url(#paint)"/>` +
        `<path d="M${g.rear - 60} ${g.seat - 30}L${hx - 250} ${g.seat + 30}L${hx - 250} ${g.seat + 70}L${g.rear + 60} ${g.seat + 50}Z" fill="url(#paint)"/>` +
        `<path d="M${g.rear + 20} ${g.seat - 8}L${hx - 260} ${g.seat + 28}L${hx - 262} ${g.seat + 40}L${g.rear + 20} ${g.seat + 10}Z" fill="${seat}"/>` +
        `<path d="M${g.rear - 60} ${g.seat - 30}l30 28l-40 4z" fill="${dark}"/>` +
        `<circle cx="${hx + 118}" cy="${hy + 75}" r="16" fill="url(#lamp)"/>`
      );
    case 'naked':
    case 'adventure':
      return (
        `<path d="M${hx - 250} ${hy + 95}Q${hx - 190} ${hy - 5} ${hx - 50} ${hy + 10}L${hx + 10} ${hy + 50}Q${hx - 30} ${hy + 130} ${hx - 120} ${hy + 140}Z" fill="url(#paint)"/>` +
        `<path d="M${g.rear - 30} ${g.seat - 10}Q${g.rear + 60} ${g.seat - 40} ${hx - 240} ${g.seat - 10}L${hx - 230} ${g.seat + 20}Q${g.rear + 60} ${g.seat + 30} ${g.rear - 30} ${g.seat + 20}Z" fill="${seat}"/>` +
        `<path d="M${g.rear - 80} ${g.seat + 10}L${g.rear + 90} ${g.seat + 20}L${g.rear + 50} ${g.seat + 50}Z" fill="url(#paint)"/>` +
        (kind === 'adventure'
          ? `<path d="M${hx + 20} ${hy - 10}L${hx + 70} ${hy - 150}L${hx + 100} ${hy - 140}L${hx + 70} ${hy + 20}Z" fill="url(#glass)" opacity=".85"/>` +
            `<path d="M${hx + 20} ${hy + 10}Q${hx + 110} ${hy + 20} ${hx + 150} ${hy + 120}L${hx + 60} ${hy + 110}Z" fill="url(#paint)"/>` +
            `<rect x="${g.rear - 110}" y="${g.seat + 20}" width="130" height="90" rx="12" fill="#2b2f34"/>`
          : '') +
        `<circle cx="${hx + 60}" cy="${hy + 50}" r="${kind === 'adventure' ? 22 : 32}" fill="url(#lamp)" stroke="#2a2e33" stroke-width="8"/>`
      );
    case 'cruiser':
      return (
        `<path d="M${hx - 240} ${hy + 120}Q${hx - 180} ${hy + 10} ${hx - 40} ${hy + 30}Q${hx - 10} ${hy + 90} ${hx - 80} ${hy + 130}Z" fill="url(#paint)"/>` +
        `<path d="M${g.rear + 40} ${g.seat}Q${g.rear + 140} ${g.seat + 40} ${hx - 250} ${g.seat - 10}L${hx - 250} ${g.seat + 30}Q${g.rear + 140} ${g.seat + 70} ${g.rear + 30} ${g.seat + 40}Z" fill="${seat}"/>` +
        `<path d="M${g.rear - 110} ${-g.wheel - 10}A${g.wheel + 22} ${g.wheel + 22} 0 0 1 ${g.rear + 110} ${-g.wheel - 30}L${g.rear + 100} ${-g.wheel}A${g.wheel} ${g.wheel} 0 0 0 ${g.rear - 95} ${-g.wheel + 10}Z" fill="url(#paint)"/>` +
        `<path d="M${g.rear - 20} -70L${hx - 250} -90M${g.rear - 30} -100L${hx - 240} -120" stroke="url(#rim)" stroke-width="16" stroke-linecap="round"/>` +
        `<circle cx="${hx + 50}" cy="${hy + 40}" r="34" fill="url(#lamp)" stroke="url(#rim)" stroke-width="8"/>`
      );
    case 'scooter':
      return (
        `<path d="M${g.rear - 80} ${-g.wheel - 30}Q${g.rear - 60} ${g.seat - 40} ${g.rear + 200} ${g.seat - 10}L${g.rear + 330} ${g.seat + 60}L${g.rear + 340} ${-g.wheel + 10}L${g.rear + 60} ${-g.wheel + 20}Z" fill="url(#paint)"/>` +
        `<path d="M${g.rear - 20} ${g.seat + 5}Q${g.rear + 100} ${g.seat - 45} ${g.rear + 250} ${g.seat - 5}L${g.rear + 250} ${g.seat + 25}L${g.rear - 20} ${g.seat + 35}Z" fill="${seat}"/>` +
        `<path d="M${g.rear + 320} ${-g.wheel + 10}L${hx - 20} ${hy + 40}Q${hx + 40} ${hy + 10} ${hx + 70} ${hy + 80}L${g.front - 30} ${-g.wheel - 40}Z" fill="url(#paint)"/>` +
        `<path d="M${hx - 10} ${hy + 10}L${hx + 20} ${hy - 120}L${hx + 50} ${hy - 115}L${hx + 40} ${hy + 20}Z" fill="url(#glass)" opacity=".85"/>` +
        `<path d="M${hx + 40} ${hy + 70}l40 10l-10 24l-40 -8z" fill="url(#lamp)"/>`
      );
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}

/** A motorcycle of a kind, side view in local units (x 0–900 rear to front, ground at y 0). */
export function renderMotorcycle(paint: string, kind: MotorcycleKind): string {
  const g: Geometry = GEOMETRY[kind];
  const [hx, hy] = g.head;
  const pivot = `${Math.round((g.rear + g.front) / 2) - 60} -170`;
  const frame =
    kind === 'scooter'
      ? ''
      : `<path d="M${g.rear} ${-g.wheel}L${pivot}" stroke="#26292d" stroke-width="24" stroke-linecap="round"/>` +
        `<path d="M${pivot}L${hx - 60} ${hy + 40}L${hx} ${hy}" fill="none" stroke="#2b2f33" stroke-width="20" stroke-linecap="round"/>` +
        `<rect x="${Math.round((g.rear + g.front) / 2) - 140}" y="-290" width="180" height="140" rx="24" fill="#3b4046"/>` +
        `<path d="M${Math.round((g.rear + g.front) / 2) - 120} -250h140M${Math.round((g.rear + g.front) / 2) - 120} -210h140" stroke="#5d646b" stroke-width="6"/>` +
        `<path d="M${pivot}L${g.rear + 40} ${g.seat + 40}" stroke="#33373c" stroke-width="14" stroke-linecap="round"/>` +
        `<path d="M${Math.round((g.rear + g.front) / 2) - 20} -160Q${g.rear + 120} -140 ${g.rear - 40} -200" fill="none" stroke="url(#rim)" stroke-width="22" stroke-linecap="round"/>`;
  const bars =
    kind === 'sport'
      ? `M${hx - 30} ${hy + 20}l70 -4`
      : `M${hx - 40} ${hy - (kind === 'cruiser' ? 70 : 40)}Q${hx} ${hy - 10} ${hx + 10} ${hy}`;
  return (
    wheel(g.rear, g.wheel, g.spoked) +
    wheel(g.front, g.wheel, g.spoked) +
    frame +
    `<path d="M${hx} ${hy}L${g.front} ${-g.wheel}" stroke="url(#rim)" stroke-width="${kind === 'adventure' ? 20 : 16}"/>` +
    `<path d="M${g.front - g.wheel - 10} ${-g.wheel - 30}A${g.wheel + 14} ${g.wheel + 14} 0 0 1 ${g.front + g.wheel - 10} ${-g.wheel - 40}" fill="none" stroke="${shade(paint, -0.2)}" stroke-width="14"/>` +
    bodywork(kind, g, paint) +
    `<path d="${bars}" stroke="#1d1f22" stroke-width="12" stroke-linecap="round" fill="none"/>`
  );
}
