/** Classes of vehicle the demo imagery draws, each with its own proportions. */
export type VehicleClass =
  | 'sedan'
  | 'hatch'
  | 'suv-small'
  | 'suv-medium'
  | 'suv-large'
  | 'ute'
  | 'van'
  | 'people-mover'
  | 'coupe'
  | 'caravan'
  | 'motorhome'
  | 'motorcycle-sport'
  | 'motorcycle-naked'
  | 'motorcycle-adventure'
  | 'motorcycle-cruiser'
  | 'scooter';

export type Point = readonly [number, number];

/** An extruded side profile; x runs from the rear (0) to the front, y up from the ground (1 unit = 5 mm). */
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
  /** Heights of the headlight and tail-light centres (0: none). */
  lights: { front: number; rear: number };
  /** Corner rounding of the profile. */
  radius: number;
  /** Drawn white with a decal stripe in the paint colour (caravans, motorhomes). */
  livery: boolean;
  /** Towed: a drawbar instead of a nose. */
  towed: boolean;
}

export type BodyClass = Exclude<VehicleClass, `motorcycle-${string}` | 'scooter'>;

const car = (
  shape: Omit<VehicleShape, 'dark' | 'livery' | 'towed' | 'radius'> & Partial<VehicleShape>,
): VehicleShape => ({
  dark: [],
  livery: false,
  towed: false,
  radius: 34,
  ...shape,
});

const scaled = (shape: VehicleShape, sx: number, sy: number, radius: number): VehicleShape => {
  const at = ([x, y]: Point): Point => [Math.round(x * sx), Math.round(y * sy)];
  return {
    ...shape,
    profile: shape.profile.map(at),
    windows: shape.windows.map((window) => window.map(at)),
    wheels: shape.wheels.map((x) => Math.round(x * sx)),
    doors: shape.doors.map((x) => Math.round(x * sx)),
    wheelRadius: radius,
    width: Math.round(shape.width * Math.sqrt(sx)),
    lights: { front: Math.round(shape.lights.front * sy), rear: Math.round(shape.lights.rear * sy) },
  };
};

// prettier-ignore
const SUV_SMALL = car({
  profile: [[6, 70], [0, 150], [6, 240], [30, 300], [70, 318], [560, 324], [680, 236], [840, 212], [884, 178], [894, 120], [886, 70]],
  glass: [2, 5], width: 364, wheels: [180, 708], wheelRadius: 72,
  windows: [[[40, 244], [64, 300], [170, 308], [170, 244]], [[182, 244], [182, 310], [395, 316], [395, 244]], [[408, 244], [408, 317], [552, 320], [656, 244]]],
  doors: [176, 402, 670], lights: { front: 200, rear: 262 },
});

// prettier-ignore
export const SHAPES = {
  sedan: car({
    profile: [[8, 52], [0, 120], [8, 196], [150, 214], [300, 282], [520, 289], [640, 214], [880, 184], [962, 150], [976, 96], [966, 52]],
    glass: [3, 5], width: 368, wheels: [219, 784], wheelRadius: 68,
    windows: [[[190, 218], [300, 274], [420, 280], [420, 218]], [[432, 218], [432, 281], [515, 283], [620, 218]]],
    doors: [250, 426, 636], lights: { front: 166, rear: 182 },
  }),
  hatch: car({
    profile: [[6, 56], [0, 130], [8, 196], [56, 258], [130, 284], [330, 292], [452, 280], [580, 204], [800, 176], [862, 146], [874, 96], [866, 56]],
    glass: [2, 6], width: 358, wheels: [165, 693], wheelRadius: 66,
    windows: [[[62, 206], [102, 260], [300, 280], [300, 206]], [[312, 206], [312, 282], [440, 277], [556, 206]]],
    doors: [306, 570], lights: { front: 158, rear: 206 },
  }),
  'suv-small': SUV_SMALL,
  'suv-medium': scaled(SUV_SMALL, 1.06, 1.06, 77),
  'suv-large': car({
    profile: [[6, 78], [0, 170], [4, 300], [14, 352], [50, 370], [620, 370], [745, 272], [930, 244], [982, 206], [990, 140], [982, 78]],
    glass: [2, 5], width: 396, wheels: [205, 795], wheelRadius: 84,
    windows: [[[24, 282], [40, 350], [200, 356], [200, 282]], [[214, 282], [214, 357], [440, 362], [440, 282]], [[454, 282], [454, 362], [615, 364], [728, 282]]],
    doors: [208, 447, 740], lights: { front: 240, rear: 300 }, radius: 30,
  }),
  ute: car({
    profile: [[6, 84], [0, 250], [380, 252], [392, 340], [420, 360], [690, 363], [790, 270], [990, 246], [1052, 210], [1066, 150], [1058, 84]],
    glass: [5], dark: [1], width: 380, wheels: [232, 849], wheelRadius: 80,
    windows: [[[420, 264], [420, 348], [555, 352], [555, 264]], [[568, 264], [568, 354], [688, 356], [772, 264]]],
    doors: [410, 561, 786], lights: { front: 222, rear: 220 }, radius: 24,
  }),
  van: car({
    profile: [[6, 76], [0, 380], [20, 398], [780, 398], [880, 300], [1010, 262], [1046, 214], [1053, 150], [1046, 76]],
    glass: [3], width: 398, wheels: [190, 832], wheelRadius: 72,
    windows: [[[715, 282], [715, 384], [780, 386], [860, 282]], [[300, 292], [300, 380], [640, 380], [640, 292]]],
    doors: [270, 680, 870], lights: { front: 230, rear: 290 }, radius: 30,
  }),
  'people-mover': car({
    profile: [[6, 76], [0, 200], [4, 320], [24, 360], [70, 370], [700, 366], [830, 262], [980, 236], [1020, 190], [1026, 130], [1018, 76]],
    glass: [2, 5], width: 380, wheels: [200, 818], wheelRadius: 74,
    windows: [[[30, 264], [52, 352], [230, 358], [230, 264]], [[244, 264], [244, 360], [560, 364], [560, 264]], [[574, 264], [574, 364], [694, 364], [806, 264]]],
    doors: [237, 567, 820], lights: { front: 220, rear: 300 },
  }),
  coupe: car({
    profile: [[8, 50], [0, 120], [10, 176], [100, 190], [300, 256], [440, 262], [560, 190], [780, 160], [842, 132], [853, 90], [845, 50]],
    glass: [3, 5], width: 354, wheels: [170, 685], wheelRadius: 68,
    windows: [[[250, 196], [320, 248], [440, 252], [540, 196]]],
    doors: [300, 575], lights: { front: 140, rear: 160 },
  }),
  caravan: car({
    profile: [[0, 110], [0, 405], [28, 432], [784, 432], [862, 362], [862, 110]],
    glass: [], width: 360, wheels: [390, 490], wheelRadius: 64,
    windows: [[[80, 300], [260, 300], [260, 372], [80, 372]], [[690, 290], [800, 290], [800, 362], [690, 362]]],
    doors: [560, 650], lights: { front: 0, rear: 150 }, livery: true, towed: true, radius: 22,
  }),
  motorhome: car({
    profile: [[0, 90], [0, 590], [24, 620], [1180, 620], [1250, 585], [1262, 478], [1385, 300], [1450, 262], [1480, 190], [1472, 90]],
    glass: [5], width: 470, wheels: [330, 1150], wheelRadius: 80,
    windows: [[[1262, 300], [1262, 440], [1300, 445], [1378, 300]], [[200, 400], [420, 400], [420, 500], [200, 500]], [[700, 400], [880, 400], [880, 500], [700, 500]]],
    doors: [560, 660, 1258], lights: { front: 240, rear: 200 }, livery: true, radius: 26,
  }),
} satisfies Record<BodyClass, VehicleShape>;
