import { shade } from './paints.ts';
import { fitCamera, round as r, type Camera, type Projection } from './photoCamera.ts';
import type { Point, VehicleShape } from './photoShapes.ts';

type Surface = 'paint' | 'glass' | 'dark';

interface Edge {
  a: Point;
  b: Point;
  surface: Surface;
}

export interface VehicleColours {
  /** Body paint. */
  body: string;
  /** Decal stripe of towed caravans. */
  accent: string;
}

/** The profile with rounded corners as edges from the rear bottom to the front bottom (no underside). */
function roundProfile(shape: VehicleShape, radius = 26): Edge[] {
  const source = shape.profile;
  const at = (index: number): Point => source[(index + source.length) % source.length] ?? [0, 0];
  const toward = (from: Point, to: Point): Point => {
    const distance = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
    const step = Math.min(radius, distance * 0.45) / distance;
    return [from[0] + (to[0] - from[0]) * step, from[1] + (to[1] - from[1]) * step];
  };
  const points: { point: Point; surface: Surface }[] = [];
  source.forEach((vertex, index) => {
    const [start, end] = [toward(vertex, at(index - 1)), toward(vertex, at(index + 1))];
    const straight: Surface = shape.glass.includes(index) ? 'glass' : shape.dark.includes(index) ? 'dark' : 'paint';
    for (const t of [0, 0.5, 1]) {
      const u = 1 - t;
      const point: Point = [
        u * u * start[0] + 2 * u * t * vertex[0] + t * t * end[0],
        u * u * start[1] + 2 * u * t * vertex[1] + t * t * end[1],
      ];
      points.push({ point, surface: t === 1 ? straight : 'paint' });
    }
  });
  return points
    .slice(0, -1)
    .map(({ point, surface }, index) => ({ a: point, b: points[index + 1]?.point ?? point, surface }));
}

/** Roof, bonnet, glass and end faces that face the camera, far ones first, lit from above-front. */
function surfaces(camera: Camera, edges: readonly Edge[], depth: number, body: string, towardsFront: boolean): string {
  const roof = edges.reduce((best, edge) => (edge.a[1] + edge.b[1] > best.a[1] + best.b[1] ? edge : best));
  const facing = Math.sign(camera.sweep(roof.a, roof.b, depth));
  const order = towardsFront ? 1 : -1;
  return edges
    .filter(({ a, b }) => Math.sign(camera.sweep(a, b, depth)) === facing)
    .sort((e1, e2) => order * (e1.a[0] + e1.b[0] - e2.a[0] - e2.b[0]))
    .map(({ a, b, surface }) => {
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      const length = Math.hypot(dx, dy) || 1;
      const light = ((-dy / length) * 0.33 + (dx / length) * 0.94) * 0.3 - 0.1;
      const fill = surface === 'glass' ? shade('#2c3a48', light) : surface === 'dark' ? '#2a2e33' : shade(body, light);
      const d = `M${camera.at(a[0], a[1], 0)}L${camera.at(b[0], b[1], 0)}L${camera.at(b[0], b[1], depth)}L${camera.at(a[0], a[1], depth)}Z`;
      // Stroking each face in its own colour hides the hairline seams between faces.
      return `<path d="${d}" fill="${fill}" stroke="${fill}"/>`;
    })
    .join('');
}

/** Headlights and grille on the nose, or tail-lights and plate on the tail, whichever end is in view. */
function endDetails(camera: Camera, shape: VehicleShape, front: boolean): string {
  const end = front ? shape.profile.at(-2) : shape.profile[1];
  const y = front ? shape.lights.front : shape.lights.rear;
  if (end === undefined || y <= 0) return '';
  const x = end[0] + (front ? -4 : 2);
  const box = (top: number, bottom: number, from: number, to: number, fill: string): string => {
    const [z0, z1] = [from * shape.width, to * shape.width];
    const d = `M${camera.at(x, top, z0)}L${camera.at(x, bottom, z0)}L${camera.at(x, bottom, z1)}L${camera.at(x, top, z1)}Z`;
    return `<path d="${d}" fill="${fill}"/>`;
  };
  if (front) {
    return (
      box(y + 16, y - 16, 0.05, 0.27, '#eef3f7') +
      box(y + 16, y - 16, 0.73, 0.95, '#eef3f7') +
      box(y - 10, y - 70, 0.31, 0.69, '#1d2125') +
      box(y - 100, y - 125, 0.22, 0.78, '#24282c')
    );
  }
  return (
    box(y + 18, y - 18, 0.06, 0.22, '#b3121d') +
    box(y + 18, y - 18, 0.78, 0.94, '#b3121d') +
    box(y - 45, y - 80, 0.38, 0.62, '#f4f4f0')
  );
}

const polygon = (points: readonly Point[]): string => `M${points.map(([x, y]) => `${r(x)} ${r(-y)}`).join('L')}Z`;

/** The near side in side-view units: paint, wheel wells, glass, shut lines, lights and wheels. */
function nearSide(
  shape: VehicleShape,
  outline: string,
  length: number,
  colours: VehicleColours,
  towed: boolean,
): string {
  const radius = shape.wheelRadius;
  const sill = Math.min(...shape.windows.flat().map(([, y]) => y));
  const bottom = shape.profile[0]?.[1] ?? 60;
  const [doorFrom = 0, doorTo = 0] = shape.doors;
  const clipped = [
    ...shape.wheels.map((x) => `<circle cx="${r(x)}" cy="${r(-radius)}" r="${r(radius + 12)}" fill="#141618"/>`),
    towed ? `<rect x="0" y="-200" width="${r(length)}" height="34" fill="${colours.accent}"/>` : '',
    `<rect x="0" y="${r(-sill + 4)}" width="${r(length)}" height="14" fill="#fff" opacity=".2"/>`,
    shape.lights.front > 0
      ? `<path d="M${r(length - 76)} ${-shape.lights.front - 10}h62l14 18h-68z" fill="#e9eef2" stroke="#555" stroke-width="2"/>`
      : '',
    `<rect x="0" y="${-shape.lights.rear - 16}" width="28" height="30" rx="6" fill="#b3121d"/>`,
  ];
  const doors = towed
    ? `<rect x="${doorFrom}" y="-395" width="${doorTo - doorFrom}" height="270" rx="8" fill="none" stroke="#9aa1a8" stroke-width="4"/>` +
      `<path d="M${r(length)} -130L${r(length + 148)} -96L${r(length)} -160" fill="none" stroke="#3a3f44" stroke-width="10"/>` +
      `<circle cx="${r(length + 123)}" cy="-18" r="18" fill="#222"/>`
    : `<path d="${shape.doors.map((x) => `M${x} ${r(-sill + 6)}L${x - 6} ${r(-bottom - 14)}`).join('')}" stroke="${shade(colours.body, -0.45)}" stroke-width="3"/>`;
  return (
    `<path d="${outline}" fill="url(#paint)"/><g clip-path="url(#bc)">${clipped.join('')}</g>` +
    shape.windows
      .map((window) => `<path d="${polygon(window)}" fill="url(#glass)" stroke="#1c1f22" stroke-width="5"/>`)
      .join('') +
    doors +
    shape.wheels.map((x) => `<use href="#wh" x="${r(x)}" y="${r(-radius)}"/>`).join('')
  );
}

function definitions(outline: string, body: string, radius: number): string {
  const spoke = (x: number, y: number): string =>
    `M${r(-x * radius)} ${r(-y * radius)}L${r(x * radius)} ${r(y * radius)}`;
  return (
    `<clipPath id="bc"><path d="${outline}"/></clipPath>` +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(body, 0.28)}"/>` +
    `<stop offset=".45" stop-color="${body}"/><stop offset="1" stop-color="${shade(body, -0.4)}"/></linearGradient>` +
    `<g id="wh"><circle r="${radius}" fill="#1a1b1d"/><circle r="${r(radius * 0.64)}" fill="url(#rim)"/>` +
    `<path d="${spoke(0, 0.58)}${spoke(0.55, 0.18)}${spoke(0.34, -0.47)}" stroke="#5c636a" stroke-width="${r(radius * 0.1)}"/>` +
    `<circle r="${r(radius * 0.15)}" fill="#3b4046"/></g>`
  );
}

/** A vehicle drawn as its side profile extruded across its width, seen through the given projection. */
export function renderVehicle(shape: VehicleShape, view: Projection, colours: VehicleColours, towed: boolean): string {
  const edges = roundProfile(shape);
  const points = [...edges.map(({ a }) => a), edges.at(-1)?.b ?? [0, 0]];
  const length = Math.max(...shape.profile.map(([x]) => x));
  // A caravan's drawbar reaches past the body.
  const reach: Point[] = towed ? [[length + 160, 0]] : [];
  const camera = fitCamera(view, [...points, ...reach], shape.width);
  const outline = polygon(points);
  const radius = shape.wheelRadius;
  const [shadowX = 600, shadowY = 650] = camera
    .at(length / 2, 0, shape.width / 2)
    .split(' ')
    .map(Number);
  const shadow = `<ellipse cx="${shadowX}" cy="${shadowY + 6}" rx="${r(camera.span / 1.9)}" ry="${r(28 + 90 * Math.abs(view.zy))}" fill="url(#sh)"/>`;
  const farWheels = shape.wheels.map((x) => `<circle cx="${r(x)}" cy="${r(-radius)}" r="${radius}" fill="#101112"/>`);
  return (
    `<defs>${definitions(outline, colours.body, radius)}</defs>${shadow}` +
    `<g transform="${camera.plane(shape.width)}">${farWheels.join('')}</g>` +
    `<g stroke-width="1.5" stroke-linejoin="round">${surfaces(camera, edges, shape.width, colours.body, view.zx >= 0)}</g>` +
    endDetails(camera, shape, view.zx > 0) +
    `<g transform="${camera.plane(0)}">${nearSide(shape, outline, length, colours, towed)}</g>`
  );
}
