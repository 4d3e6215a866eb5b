/** Silhouette families the stock photos are drawn for. */
export type PhotoFamily = 'sedan' | 'hatch' | 'suv' | 'ute' | 'van' | 'coupe' | 'caravan' | 'motorcycle';

export type Point = readonly [number, number];

/** An extruded side profile; x runs from the rear (0) to the front, y up from the ground. */
export interface VehicleShape {
  /** Outline from the rear bottom, over the roof, to the front bottom (the underside closes it). */
  profile: readonly Point[];
  /** Indexes i of the profile edges i → i+1 that are glass. */
  glass: readonly number[];
  /** Indexes of edges drawn as a dark cover (ute tonneau). */
  dark: readonly number[];
  /** Depth across the vehicle, same units as the profile. */
  width: number;
  wheels: readonly number[];
  wheelRadius: number;
  /** Side glass, drawn on the near side. */
  windows: readonly (readonly Point[])[];
  /** x positions of the door shut lines. */
  doors: readonly number[];
  /** Heights of the headlight and tail-light centres. */
  lights: { front: number; rear: number };
}

// prettier-ignore
export const SHAPES: Readonly<Record<Exclude<PhotoFamily, 'motorcycle'>, VehicleShape>> = {
  sedan: {
    profile: [[10, 60], [0, 150], [30, 212], [240, 226], [380, 328], [600, 334], [730, 232], [960, 205], [1000, 150], [995, 60]],
    glass: [3, 5], dark: [], width: 420, wheels: [200, 805], wheelRadius: 76,
    windows: [[[262, 236], [385, 318], [482, 320], [482, 236]], [[498, 236], [498, 322], [596, 322], [706, 236]]],
    doors: [490, 700], lights: { front: 175, rear: 180 },
  },
  hatch: {
    profile: [[5, 70], [0, 175], [25, 268], [115, 338], [470, 342], [592, 238], [842, 206], [882, 150], [876, 70]],
    glass: [2, 4], dark: [], width: 410, wheels: [165, 718], wheelRadius: 72,
    windows: [[[72, 246], [128, 326], [300, 328], [300, 246]], [[316, 246], [316, 330], [466, 330], [568, 246]]],
    doors: [308, 585], lights: { front: 180, rear: 230 },
  },
  suv: {
    profile: [[5, 85], [0, 235], [20, 362], [72, 412], [640, 418], [762, 292], [965, 266], [1002, 200], [996, 85]],
    glass: [2, 4], dark: [], width: 460, wheels: [195, 800], wheelRadius: 92,
    windows: [[[48, 296], [86, 400], [262, 402], [262, 296]], [[278, 296], [278, 404], [452, 404], [452, 296]], [[468, 296], [468, 404], [634, 404], [738, 296]]],
    doors: [460, 750], lights: { front: 228, rear: 290 },
  },
  ute: {
    profile: [[5, 90], [0, 262], [420, 266], [440, 402], [702, 408], [806, 292], [1062, 266], [1102, 200], [1096, 90]],
    glass: [4], dark: [1], width: 460, wheels: [225, 885], wheelRadius: 92,
    windows: [[[456, 290], [470, 392], [572, 394], [572, 290]], [[588, 290], [588, 396], [698, 396], [782, 290]]],
    doors: [580, 800], lights: { front: 230, rear: 230 },
  },
  van: {
    profile: [[5, 80], [0, 430], [25, 456], [770, 458], [884, 330], [1032, 272], [1052, 200], [1046, 80]],
    glass: [3], dark: [], width: 470, wheels: [205, 865], wheelRadius: 82,
    windows: [[[716, 318], [716, 440], [764, 442], [862, 318]], [[300, 330], [300, 430], [640, 430], [640, 330]]],
    doors: [290, 660, 870], lights: { front: 236, rear: 300 },
  },
  coupe: {
    profile: [[10, 58], [0, 140], [40, 196], [262, 214], [470, 302], [600, 306], [712, 214], [942, 184], [982, 138], [976, 58]],
    glass: [3, 5], dark: [], width: 410, wheels: [198, 792], wheelRadius: 76,
    windows: [[[330, 222], [474, 292], [596, 294], [690, 222]]],
    doors: [700], lights: { front: 160, rear: 168 },
  },
  caravan: {
    profile: [[0, 110], [0, 405], [28, 432], [784, 432], [862, 362], [862, 110]],
    glass: [], dark: [], width: 360, wheels: [390, 490], wheelRadius: 64,
    windows: [[[80, 300], [260, 300], [260, 372], [80, 372]], [[690, 290], [800, 290], [800, 362], [690, 362]]],
    doors: [560, 650], lights: { front: 0, rear: 150 },
  },
};
