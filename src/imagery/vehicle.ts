import { fitCamera, round as r, type Camera, type Projection } from './camera.ts';
import { shade } from './shade.ts';
import type { Point, VehicleShape } from './shapes.ts';

type Surface = 'paint' | 'glass' | 'dark';

interface Edge {
  a: Point;
  b: Point;
  surface: Surface;
}

/** Samples per rounded corner: enough that no facet shows at 1,600 px. */
const CORNER_STEPS = 6;

/** The profile with rounded corners as edges from the rear bottom to the front bottom (no underside). */
function roundProfile(shape: VehicleShape): Edge[] {
  const source = shape.profile;
  const at = (index: number): Point => source[(index + source.length) % source.length] ?? [0, 0];
  const toward = (from: Point, to: Point): Point => {
    const distance = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
    const step = Math.min(shape.radius, distance * 0.45) / distance;
    return [from[0] + (to[0] - from[0]) * step, from[1] + (to[1] - from[1]) * step];
  };
  const points: { point: Point; surface: Surface }[] = [];
  source.forEach((vertex, index) => {
    const [start, end] = [toward(vertex, at(index - 1)), toward(vertex, at(index + 1))];
    const straight: Surface = shape.glass.includes(index) ? 'glass' : shape.dark.includes(index) ? 'dark' : 'paint';
    for (let step = 0; step <= CORNER_STEPS; step++) {
      const t = step / CORNER_STEPS;
      const u = 1 - t;
      const point: Point = [
        u * u * start[0] + 2 * u * t * vertex[0] + t * t * end[0],
        u * u * start[1] + 2 * u * t * vertex[1] + t * t * end[1],
      ];
      points.push({ point, surface: step === CORNER_STEPS ? straight : 'paint' });
    }
  });
  return points
    .slice(0, -1)
    .map(({ point, surface }, index) => ({ a: point, b: points[index + 1]?.point ?? point, surface }));
}

/** Roof, bonnet, glass and end faces that face the camera, far ones first, lit by a soft box above. */
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
      // Faces turned up catch the soft box and go pale; end faces fall into the paint's own shade.
      const up = Math.abs(dx / length);
      const light = up * 0.34 - (1 - up) * 0.22;
      const fill =
        surface === 'glass' ? shade('#141b22', up * 0.2) : surface === 'dark' ? '#202327' : shade(body, light);
      const d = `M${camera.at(a[0], a[1], 0)}L${camera.at(b[0], b[1], 0)}L${camera.at(b[0], b[1], depth)}L${camera.at(a[0], a[1], depth)}Z`;
      // Stroking each face in its own colour hides the hairline seams between faces.
      return `<path d="${d}" fill="${fill}" stroke="${fill}"/>`;
    })
    .join('');
}

/** Headlights, grille and plate on the nose, or the tail-light bar and plate on the tail. */
function endDetails(camera: Camera, shape: VehicleShape, front: boolean): string {
  const end = front ? shape.profile.at(-2) : shape.profile[1];
  const y = front ? shape.lights.front : shape.lights.rear;
  if (end === undefined || y <= 0 || (front && shape.towed)) return '';
  const x = end[0] + (front ? -3 : 2);
  const face = (top: number, bottom: number, from: number, to: number, fill: string, extra = ''): string => {
    const [z0, z1] = [from * shape.width, to * shape.width];
    const d = `M${camera.at(x, top, z0)}L${camera.at(x, bottom, z0)}L${camera.at(x, bottom, z1)}L${camera.at(x, top, z1)}Z`;
    return `<path d="${d}" fill="${fill}"${extra}/>`;
  };
  if (front) {
    return (
      face(y + 14, y - 10, 0.04, 0.26, 'url(#lamp)', ' stroke="#2a2f35" stroke-width="2"') +
      face(y + 14, y - 10, 0.74, 0.96, 'url(#lamp)', ' stroke="#2a2f35" stroke-width="2"') +
      face(y + 16, y + 10, 0.06, 0.24, '#ffffff') +
      face(y + 16, y + 10, 0.76, 0.94, '#ffffff') +
      face(y - 14, y - 70, 0.3, 0.7, '#15181b') +
      face(y - 24, y - 30, 0.31, 0.69, '#3a4047') +
      face(y - 44, y - 50, 0.31, 0.69, '#3a4047') +
      face(y - 92, y - 116, 0.38, 0.62, '#f4f4f0', ' stroke="#999" stroke-width="1"')
    );
  }
  return (
    face(y + 14, y - 14, 0.04, 0.96, '#5c0d12') +
    face(y + 12, y - 6, 0.05, 0.24, '#d0202c') +
    face(y + 12, y - 6, 0.76, 0.95, '#d0202c') +
    face(y - 50, y - 80, 0.38, 0.62, '#f4f4f0', ' stroke="#999" stroke-width="1"')
  );
}

const polygon = (points: readonly Point[]): string => `M${points.map(([x, y]) => `${r(x)} ${r(-y)}`).join('L')}Z`;

/** The near side in side-view units: paint, reflections, arches, glass, shut lines, lights and wheels. */
function nearSide(shape: VehicleShape, outline: string, length: number, accent: string): string {
  const radius = shape.wheelRadius;
  const sill = Math.min(...shape.windows.flat().map(([, y]) => y));
  const bottom = shape.profile[0]?.[1] ?? 60;
  const belt = r(-sill + 2);
  const clipped = [
    // The studio's long soft box reflected along the flank, and the darker floor below the waist.
    `<rect x="0" y="${r(-sill - 26)}" width="${r(length)}" height="22" fill="#fff" opacity=".32"/>`,
    `<rect x="0" y="${r(-sill * 0.62)}" width="${r(length)}" height="${r(sill * 0.62)}" fill="url(#lower)"/>`,
    shape.livery ? `<rect x="0" y="${r(-bottom - 48)}" width="${r(length)}" height="30" fill="${accent}"/>` : '',
    shape.livery
      ? `<rect x="0" y="${r(-bottom - 62)}" width="${r(length)}" height="8" fill="${shade(accent, 0.3)}"/>`
      : '',
    ...shape.wheels.map((x) => `<circle cx="${r(x)}" cy="${r(-radius)}" r="${r(radius * 1.17)}" fill="#0d0f11"/>`),
    `<rect x="0" y="${r(-bottom - 4)}" width="${r(length)}" height="${r(bottom + 4)}" fill="#16191c" opacity=".55"/>`,
    shape.lights.front > 0 && !shape.towed
      ? `<path d="M${r(length - 86)} ${-shape.lights.front - 12}h70q12 0 14 14l-2 8h-76z" fill="url(#lamp)" stroke="#30353b" stroke-width="2"/>`
      : '',
    `<rect x="-4" y="${-shape.lights.rear - 16}" width="34" height="30" rx="8" fill="#c21b27"/>`,
  ];
  const shutLines = shape.towed
    ? `<rect x="${shape.doors[0] ?? 0}" y="-395" width="${(shape.doors[1] ?? 0) - (shape.doors[0] ?? 0)}" height="270" rx="10" fill="none" stroke="#9aa1a8" stroke-width="4"/>` +
      `<path d="M${r(length)} -130L${r(length + 148)} -96L${r(length)} -160" fill="none" stroke="#3a3f44" stroke-width="10"/>` +
      `<circle cx="${r(length + 123)}" cy="-18" r="18" fill="#222"/>`
    : `<path d="${shape.doors.map((x) => `M${x} ${belt}L${x - 4} ${r(-bottom - 18)}`).join('')}" stroke="${shade(accent, -0.5)}" stroke-width="2.5" opacity=".8"/>` +
      shape.doors
        .slice(0, -1)
        .map(
          (x) =>
            `<rect x="${x + 18}" y="${r(-sill + 30)}" width="38" height="9" rx="4.5" fill="${shade(accent, -0.3)}"/>`,
        )
        .join('');
  const mirror = shape.towed
    ? ''
    : (() => {
        const front = shape.windows.at(-1) ?? shape.windows[0] ?? [];
        const base = front.reduce<Point>((best, point) => (point[0] > best[0] ? point : best), [0, 0]);
        return `<path d="M${r(base[0] - 40)} ${r(-base[1] - 6)}q18 -30 46 -22l4 22q-20 12 -50 0z" fill="${shade(accent, -0.15)}"/>`;
      })();
  return (
    `<path d="${outline}" fill="url(#paint)"/><g clip-path="url(#bc)">${clipped.join('')}</g>` +
    shape.windows
      .map(
        (window) =>
          `<path d="${polygon(window)}" fill="url(#glass)" stroke="#121416" stroke-width="6" stroke-linejoin="round"/>`,
      )
      .join('') +
    shutLines +
    mirror +
    shape.wheels.map((x) => `<use href="#wh" x="${r(x)}" y="${r(-radius)}"/>`).join('')
  );
}

/** Paint, glass, lamp and wheel definitions for one vehicle. */
function definitions(outline: string, paint: string, radius: number): string {
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 72 * Math.PI) / 180;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const [inner, outer, half] = [radius * 0.16, radius * 0.6, radius * 0.09];
    const p = (along: number, across: number) => `${r(c * along - s * across)} ${r(s * along + c * across)}`;
    return `M${p(inner, -half)}L${p(outer, -half * 1.7)}L${p(outer, half * 1.7)}L${p(inner, half)}Z`;
  }).join('');
  return (
    `<clipPath id="bc"><path d="${outline}"/></clipPath>` +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.45)}"/>` +
    `<stop offset=".3" stop-color="${shade(paint, 0.08)}"/><stop offset=".55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/></linearGradient>` +
    `<linearGradient id="lower" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>` +
    `<g id="wh"><circle r="${radius}" fill="url(#tyre)"/><circle r="${r(radius * 0.66)}" fill="#2a2e33"/>` +
    `<circle r="${r(radius * 0.4)}" fill="#6b737b"/><path d="${spokes}" fill="url(#rim)"/>` +
    `<circle r="${r(radius * 0.64)}" fill="none" stroke="url(#rim)" stroke-width="${r(radius * 0.07)}"/>` +
    `<circle r="${r(radius * 0.17)}" fill="url(#rim)"/><circle r="${r(radius * 0.06)}" fill="#3b4046"/></g>`
  );
}

/** A vehicle drawn as its side profile extruded across its width, seen through the given projection. */
export function renderVehicle(shape: VehicleShape, view: Projection, paint: string): string {
  const edges = roundProfile(shape);
  const points = [...edges.map(({ a }) => a), edges.at(-1)?.b ?? [0, 0]];
  const length = Math.max(...shape.profile.map(([x]) => x));
  // A caravan's drawbar reaches past the body.
  const reach: Point[] = shape.towed ? [[length + 160, 0]] : [];
  const camera = fitCamera(view, [...points, ...reach], shape.width);
  const outline = polygon(points);
  const body = shape.livery ? '#eef0f2' : paint;
  const radius = shape.wheelRadius;
  const [shadowX = 600, shadowY = 650] = camera
    .at(length / 2, 0, shape.width / 2)
    .split(' ')
    .map(Number);
  const shadow =
    `<ellipse cx="${shadowX}" cy="${shadowY + 4}" rx="${r(camera.span / 1.8)}" ry="${r(30 + 90 * Math.abs(view.zy))}" fill="url(#sh)"/>` +
    `<ellipse cx="${shadowX}" cy="${shadowY + 2}" rx="${r(camera.span / 2.4)}" ry="${r(10 + 40 * Math.abs(view.zy))}" fill="url(#sh)"/>`;
  const farWheels = shape.wheels.map((x) => `<circle cx="${r(x)}" cy="${r(-radius)}" r="${radius}" fill="#0c0d0e"/>`);
  return (
    `<defs>${definitions(outline, body, radius)}</defs>${shadow}` +
    `<g transform="${camera.plane(shape.width)}">${farWheels.join('')}</g>` +
    `<g stroke-width="1.5" stroke-linejoin="round">${surfaces(camera, edges, shape.width, body, view.zx >= 0)}</g>` +
    endDetails(camera, shape, view.zx > 0) +
    `<g transform="${camera.plane(0)}">${nearSide(shape, outline, length, paint)}</g>`
  );
}
