import type { Point } from './shapes.ts';

/** Oblique projection of a vehicle: x along it, y up, z across (0 is the near side). */
export interface Projection {
  /** Horizontal squeeze of the side. */
  cx: number;
  /** Drop of the side per unit of x (the slant towards the near end). */
  xy: number;
  /** Screen shift per unit of depth. */
  zx: number;
  zy: number;
}

/** A projection fitted into the 1200×800 frame, standing on the studio floor. */
export interface Camera {
  /** Screen position of a 3D point, as 'x y'. */
  at(x: number, y: number, z: number): string;
  /** SVG transform mapping side-view drawing units (y down from the ground) onto the plane at depth z. */
  plane(z: number): string;
  /** Signed screen area of the quad an edge sweeps across the depth; its sign says which way it faces. */
  sweep(a: Point, b: Point, depth: number): number;
  /** Screen width the vehicle spans. */
  span: number;
}

export const round = (value: number): string => String(Math.round(value));

/** Fits points (at depths 0 and depth) into the frame with the vehicle centred and its lowest point on the floor. */
export function fitCamera(view: Projection, points: readonly Point[], depth: number): Camera {
  const raw = (x: number, y: number, z: number): Point => [x * view.cx + z * view.zx, -y + x * view.xy + z * view.zy];
  const corners = points.flatMap(([x, y]) => [raw(x, y, 0), raw(x, y, depth)]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(980 / (maxX - minX), 430 / (maxY - minY));
  const [tx, ty] = [600 - (scale * (minX + maxX)) / 2, 650 - scale * maxY];
  return {
    at: (x, y, z) => {
      const [px, py] = raw(x, y, z);
      return `${round(tx + scale * px)} ${round(ty + scale * py)}`;
    },
    plane: (z) => {
      const matrix = [scale * view.cx, scale * view.xy, 0, scale].map((value) => value.toFixed(3));
      return `matrix(${matrix.join(' ')} ${round(tx + scale * z * view.zx)} ${round(ty + scale * z * view.zy)})`;
    },
    sweep: (a, b, z) => {
      const [p1, p2, p3] = [raw(a[0], a[1], 0), raw(b[0], b[1], 0), raw(b[0], b[1], z)];
      return (p2[0] - p1[0]) * (p3[1] - p1[1]) - (p2[1] - p1[1]) * (p3[0] - p1[0]);
    },
    span: scale * (maxX - minX),
  };
}
