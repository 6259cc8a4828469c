/**
 * Original cover illustrations for demo campaigns, as SVG strings: flat, warm
 * vector scenes inspired by Ghana (kente-like woven bands, adinkra-like
 * geometric marks built from basic shapes, sun, savannah, coast, forest or
 * city) with one recognisable motif per category.
 *
 * Pure and deterministic: the same seed and category always give the same SVG,
 * while different seeds change the palette, landscape, band pattern, marks and
 * composition. No text, fonts, external images, filters or scripts, so any SVG
 * renderer (librsvg in sharp included) draws it; flat shapes keep WebP small.
 */
import type { CampaignCategory } from '../../contract/rules/campaign';

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 800;
/** Drawing units across; the drawing's height follows the requested aspect ratio. */
const VIEW_WIDTH = 1200;

// ---------------------------------------------------------------- randomness

/** FNV-1a with a murmur3 finaliser: a well-mixed 32-bit hash of a string. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for picking shapes and colours. */
class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return Math.min(max, Math.floor(this.range(min, max + 1)));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = at(copy, i);
      copy[i] = at(copy, j);
      copy[j] = a;
    }
    return copy;
  }
}

/** Cyclic indexing that never yields undefined. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new RangeError('cover-art: empty list');
  return item;
}

// ---------------------------------------------------------------- svg helpers

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Tagged template for path data: numbers are rounded to keep the SVG compact. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += n(value) + (strings[i + 1] ?? '');
  });
  return out;
}

type Attrs = Record<string, string | number | undefined>;

function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (data: string, fill: string, extra: Attrs = {}) => el('path', { d: data, fill, ...extra });
const polygon = (points: readonly number[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(n).join(' '), fill, ...extra });
const stroke = (color: string, width: number, extra: Attrs = {}): Attrs => ({
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  ...extra,
});
const line = (x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, ...stroke(color, width), ...extra });
const group = (children: string, attrs: Attrs = {}) => el('g', attrs, children);
const rotate = (angle: number, cx: number, cy: number) => `rotate(${n(angle)} ${n(cx)} ${n(cy)})`;

function parseHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  return `#${pa
    .map((c, i) =>
      Math.round(c + ((pb[i] ?? c) - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

type Point = readonly [number, number];

/** A smooth (Catmull-Rom) curve through the points, closed down to `bottom`. */
function ridge(points: readonly Point[], bottom: number): string {
  const first = at(points, 0);
  const last = at(points, points.length - 1);
  let out = d`M${first[0]} ${bottom}L${first[0]} ${first[1]}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? at(points, i);
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = points[i + 2] ?? p2;
    out += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return `${out}${d`L${last[0]} ${bottom}Z`}`;
}

function hillPoints(r: Rng, width: number, base: number, amplitude: number, count: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    points.push([-60 + ((width + 120) * i) / count, base - r.range(0, amplitude)]);
  }
  return points;
}

// ---------------------------------------------------------------- colours

const C = {
  gold: '#E8A317',
  goldLight: '#F6C85F',
  green: '#1F5E3B',
  leaf: '#3E8E4A',
  leafLight: '#7DB347',
  terracotta: '#C8553D',
  terracottaDark: '#9A3A26',
  indigo: '#2E3A87',
  indigoDark: '#1E2559',
  cream: '#FBF3E4',
  white: '#FFFDF8',
  ink: '#2A1B12',
  red: '#D2453B',
  wood: '#A8683A',
  woodDark: '#6E4126',
  water: '#2F7FB5',
  waterLight: '#9CD0EA',
  skin: ['#6B3E26', '#8A5636', '#5A3320', '#7A4A2E'],
} as const;

interface Palette {
  sky: readonly [string, string, string];
  sun: string;
  sunRing: string;
  far: string;
  mid: string;
  near: string;
  sea: string;
  sand: string;
  tree: string;
  trunk: string;
  kente: readonly string[];
  mark: string;
  markOpacity: number;
  /** Soft light behind the motif, for contrast against any landscape. */
  halo: string;
  haloOpacity: number;
}

const warmKente = [C.gold, C.green, C.terracotta, C.indigo, C.cream, C.ink];

const palettes: readonly Palette[] = [
  {
    sky: ['#FCE7BC', '#FAD48A', '#F4B860'],
    sun: '#FFF6E2',
    sunRing: '#FFE3A6',
    far: '#A3B86C',
    mid: '#5A9150',
    near: '#2F6B3F',
    sea: '#2C7A8C',
    sand: '#F1D59C',
    tree: '#1E4D2F',
    trunk: '#5B3A24',
    kente: warmKente,
    mark: '#FFF8EC',
    markOpacity: 0.55,
    halo: '#FFF6E2',
    haloOpacity: 0.55,
  },
  {
    sky: ['#EFA47A', '#F6C79A', '#FBE6C2'],
    sun: '#FFF3D4',
    sunRing: '#FFE0B0',
    far: '#D08A60',
    mid: '#A95A3C',
    near: '#7E3F2A',
    sea: '#35698A',
    sand: '#F2D1A0',
    tree: '#2D4A2E',
    trunk: '#4A2C1C',
    kente: warmKente,
    mark: '#FFF3E0',
    markOpacity: 0.5,
    halo: '#FFF1DA',
    haloOpacity: 0.6,
  },
  {
    sky: ['#242C66', '#4D4793', '#E38B5C'],
    sun: '#FFD36B',
    sunRing: '#FFB547',
    far: '#3A3E7C',
    mid: '#24553F',
    near: '#1A4331',
    sea: '#2A4F8A',
    sand: '#D9B07A',
    tree: '#0F2E22',
    trunk: '#2B1B12',
    kente: warmKente,
    mark: '#FBE3B0',
    markOpacity: 0.35,
    halo: '#FBE3B0',
    haloOpacity: 0.5,
  },
  {
    sky: ['#F8F0DF', '#FBE8C4', '#F7D9A2'],
    sun: '#E8A317',
    sunRing: '#F2C75C',
    far: '#B1C98F',
    mid: '#5E9B5C',
    near: '#2E7048',
    sea: '#2A7F93',
    sand: '#F3DDAF',
    tree: '#1A4A2E',
    trunk: '#5B3A24',
    kente: warmKente,
    mark: '#C8553D',
    markOpacity: 0.25,
    halo: '#FFFBF2',
    haloOpacity: 0.55,
  },
  {
    sky: ['#EBCDA3', '#F2DDBD', '#F8ECD6'],
    sun: '#FFFBF2',
    sunRing: '#FFF0D6',
    far: '#D8B07A',
    mid: '#B98450',
    near: '#946236',
    sea: '#5F93A0',
    sand: '#F1DDB8',
    tree: '#3E5A34',
    trunk: '#4E3320',
    kente: warmKente,
    mark: '#FFFFFF',
    markOpacity: 0.5,
    halo: '#FFF8EA',
    haloOpacity: 0.55,
  },
  {
    sky: ['#B9DFD8', '#E3EDD5', '#FBE6BF'],
    sun: '#F2B632',
    sunRing: '#F8D27A',
    far: '#7DB497',
    mid: '#3C8766',
    near: '#27664A',
    sea: '#1F7A8C',
    sand: '#F3DBA8',
    tree: '#17452F',
    trunk: '#5B3A24',
    kente: warmKente,
    mark: '#FFFFFF',
    markOpacity: 0.55,
    halo: '#FFF8EA',
    haloOpacity: 0.55,
  },
];

const softKente = ['#E3C27E', '#8FA68A', '#C99383', '#7D80AE', '#FBF3E4', '#5A4E6E'];

/** Quieter palettes for memorials. */
const softPalettes: readonly Palette[] = [
  {
    sky: ['#D9D3EC', '#ECE3EE', '#F9EEE2'],
    sun: '#FCE6B6',
    sunRing: '#FBEFD2',
    far: '#C9D2BE',
    mid: '#A3B79B',
    near: '#83A07F',
    sea: '#8FB0C8',
    sand: '#F1E4CC',
    tree: '#5F7F62',
    trunk: '#6A5040',
    kente: softKente,
    mark: '#FFFFFF',
    markOpacity: 0.55,
    halo: '#FFFFFF',
    haloOpacity: 0.5,
  },
  {
    sky: ['#F4D3C4', '#F8E4D6', '#FBF3E8'],
    sun: '#FFFAF0',
    sunRing: '#FFEBD8',
    far: '#DCCAB0',
    mid: '#B8AE8E',
    near: '#93A07F',
    sea: '#9DB7C2',
    sand: '#F3E6CF',
    tree: '#667D5E',
    trunk: '#6A5040',
    kente: softKente,
    mark: '#FFFFFF',
    markOpacity: 0.6,
    halo: '#FFFFFF',
    haloOpacity: 0.5,
  },
  {
    sky: ['#4B4F86', '#7E74A8', '#D9B7C4'],
    sun: '#FBEBC3',
    sunRing: '#F5D6A8',
    far: '#6D6C9C',
    mid: '#58705F',
    near: '#4A6253',
    sea: '#5C6F9E',
    sand: '#D8C3B0',
    tree: '#33473B',
    trunk: '#3E2E28',
    kente: softKente,
    mark: '#FBEBC3',
    markOpacity: 0.35,
    halo: '#FBEBC3',
    haloOpacity: 0.45,
  },
];

// ---------------------------------------------------------------- adinkra-like marks

const markKinds = ['rings', 'crossRing', 'diamond', 'rosette', 'star', 'spiral', 'bowtie', 'chevrons'] as const;
type MarkKind = (typeof markKinds)[number];

/** A geometric mark of size `s` centred on (cx, cy), drawn in one colour. */
function mark(kind: MarkKind, cx: number, cy: number, s: number, color: string): string {
  const h = s / 2;
  const sw = s * 0.1;
  const outline: Attrs = { fill: 'none', ...stroke(color, sw) };
  switch (kind) {
    case 'rings':
      return (
        el('circle', { cx, cy, r: h - sw / 2, ...outline }) +
        el('circle', { cx, cy, r: h * 0.52, ...outline }) +
        circle(cx, cy, s * 0.1, color)
      );
    case 'crossRing':
      return (
        el('circle', { cx, cy, r: h - sw / 2, ...outline }) +
        rect(cx - sw / 2, cy - h * 0.72, sw, h * 1.44, color) +
        rect(cx - h * 0.72, cy - sw / 2, h * 1.44, sw, color) +
        [-1, 1].flatMap((a) => [-1, 1].map((b) => circle(cx + a * h * 0.38, cy + b * h * 0.38, s * 0.065, color))).join('')
      );
    case 'diamond':
      return (
        polygon([cx, cy - h + sw, cx + h - sw, cy, cx, cy + h - sw, cx - h + sw, cy], 'none', stroke(color, sw)) +
        polygon([cx, cy - h * 0.36, cx + h * 0.36, cy, cx, cy + h * 0.36, cx - h * 0.36, cy], color)
      );
    case 'rosette':
      return (
        [0, 90, 180, 270].map((a) => ellipse(cx, cy - h * 0.5, s * 0.15, h * 0.48, color, { transform: rotate(a, cx, cy) })).join('') +
        circle(cx, cy, s * 0.12, color)
      );
    case 'star': {
      const q = s * 0.33;
      return rect(cx - q, cy - q, q * 2, q * 2, color) + rect(cx - q, cy - q, q * 2, q * 2, color, { transform: rotate(45, cx, cy) });
    }
    case 'spiral': {
      const step = s / 9;
      let data = d`M${cx} ${cy}`;
      const dirs: Point[] = [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ];
      for (let i = 0; i < 7; i++) {
        const len = Math.ceil((i + 1) / 2) * step * 1.1;
        const dir = at(dirs, i);
        data += d`l${dir[0] * len} ${dir[1] * len}`;
      }
      return path(data, 'none', stroke(color, sw, { transform: `translate(${n(-step * 0.3)} ${n(-step * 0.3)})` }));
    }
    case 'bowtie':
      return (
        polygon([cx - h, cy - h, cx + h, cy - h, cx, cy], color) +
        polygon([cx - h, cy + h, cx + h, cy + h, cx, cy], color) +
        el('circle', { cx, cy, r: h * 0.42, ...outline })
      );
    case 'chevrons':
      return [0, 1, 2]
        .map((i) => {
          const y = cy - h * 0.6 + i * h * 0.55;
          return path(d`M${cx - h * 0.8} ${y}L${cx} ${y + h * 0.5}L${cx + h * 0.8} ${y}`, 'none', stroke(color, sw));
        })
        .join('');
  }
}

// ---------------------------------------------------------------- kente-like band

type BlockKind = 'warp' | 'weft' | 'check' | 'zig' | 'mark';

function kenteBand(r: Rng, y: number, h: number, width: number, colors: readonly string[], thin: boolean): string {
  const cs = r.shuffle(colors.slice(0, 5));
  const dark = at(colors, 5);
  const [a, b, c, e, f] = [at(cs, 0), at(cs, 1), at(cs, 2), at(cs, 3), at(cs, 4)];
  const unit = thin ? r.pick([44, 56, 64]) : r.pick([84, 96, 112]);
  const others = r.shuffle<BlockKind>(thin ? ['weft', 'check'] : ['weft', 'check', 'zig', 'mark']);
  const sequence: BlockKind[] = ['warp', at(others, 0), 'warp', at(others, 1)];
  const markKind = r.pick(markKinds);
  const out: string[] = [rect(0, y, width, h, a)];
  let x = -r.range(0, unit);
  for (let i = 0; x < width; i++) {
    const kind = at(sequence, i);
    const w = kind === 'warp' ? unit * 0.45 : unit;
    switch (kind) {
      case 'warp':
        out.push(rect(x, y, w, h, a));
        [0.18, 0.44, 0.7].forEach((t, k) => out.push(rect(x + w * t, y, w * 0.13, h, k === 1 ? c : b)));
        break;
      case 'weft':
        out.push(rect(x, y, w, h, c));
        for (let k = 0; k < 4; k++) out.push(rect(x, y + h * (0.14 + k * 0.2), w, h * 0.09, k % 2 ? e : f));
        break;
      case 'check': {
        const rows = thin ? 1 : 2;
        const cols = 3;
        for (let row = 0; row < rows; row++) {
          for (let col = 0; col < cols; col++) {
            out.push(rect(x + (col * w) / cols, y + (row * h) / rows, w / cols, h / rows, (row + col) % 2 ? e : b));
          }
        }
        break;
      }
      case 'zig':
        out.push(rect(x, y, w, h, b));
        out.push(polygon([x + w * 0.08, y + h * 0.86, x + w / 2, y + h * 0.14, x + w * 0.92, y + h * 0.86], f));
        out.push(polygon([x + w * 0.32, y + h * 0.86, x + w / 2, y + h * 0.5, x + w * 0.68, y + h * 0.86], c));
        break;
      case 'mark':
        out.push(rect(x, y, w, h, dark));
        out.push(mark(markKind, x + w / 2, y + h / 2, Math.min(w, h) * 0.6, C.gold));
        break;
    }
    x += w;
  }
  const edge = Math.max(3, h * 0.07);
  out.push(rect(0, y, width, edge, dark), rect(0, y + h - edge, width, edge, dark));
  return out.join('');
}

// ---------------------------------------------------------------- scene

type Landscape = 'savannah' | 'coast' | 'forest' | 'city';

interface Scene {
  W: number;
  H: number;
  horizon: number;
  /** Top of the kente band: the bottom of the picture proper. */
  floor: number;
  p: Palette;
  motif: { x0: number; x1: number; top: number; ground: number; cx: number; size: number };
  id: (name: string) => string;
  defs: string[];
}

/** An x for an object of the given width that stays clear of the motif, or null. */
function freeX(r: Rng, s: Scene, width: number): number | null {
  for (let tries = 0; tries < 16; tries++) {
    const x = r.range(width * 0.3, s.W - width * 0.3);
    if (x + width / 2 < s.motif.x0 - 10 || x - width / 2 > s.motif.x1 + 10) return x;
  }
  return null;
}

function acacia(x: number, base: number, h: number, leaf: string, trunk: string): string {
  const top = base - h * 0.62;
  return (
    path(
      d`M${x - h * 0.04} ${base}L${x - h * 0.015} ${top + h * 0.1}L${x - h * 0.22} ${top}M${x + h * 0.04} ${base}L${x + h * 0.015} ${top + h * 0.1}L${x + h * 0.2} ${top - h * 0.02}`,
      'none',
      stroke(trunk, h * 0.045),
    ) +
    ellipse(x - h * 0.08, top - h * 0.04, h * 0.42, h * 0.1, leaf) +
    ellipse(x + h * 0.18, top - h * 0.14, h * 0.28, h * 0.08, leaf)
  );
}

function palm(x: number, base: number, h: number, lean: number, leaf: string, trunk: string): string {
  const tx = x + lean * h * 0.3;
  const ty = base - h;
  const fronds = [-160, -130, -95, -60, -25, 5]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const len = h * 0.42;
      const ex = tx + Math.cos(rad) * len;
      const ey = ty + Math.sin(rad) * len * 0.6 + len * 0.25;
      const mx = tx + Math.cos(rad) * len * 0.5;
      const my = ty + Math.sin(rad) * len * 0.5 - len * 0.12;
      return path(d`M${tx} ${ty}Q${mx} ${my - len * 0.12} ${ex} ${ey}Q${mx} ${my + len * 0.1} ${tx} ${ty}Z`, leaf);
    })
    .join('');
  return (
    path(d`M${x} ${base}Q${x + lean * h * 0.05} ${base - h * 0.6} ${tx} ${ty}`, 'none', stroke(trunk, h * 0.05)) +
    fronds +
    circle(tx - h * 0.03, ty + h * 0.05, h * 0.035, C.woodDark) +
    circle(tx + h * 0.035, ty + h * 0.055, h * 0.035, C.woodDark)
  );
}

function roundTree(x: number, base: number, h: number, leaf: string, trunk: string): string {
  return (
    rect(x - h * 0.04, base - h * 0.55, h * 0.08, h * 0.55, trunk) +
    circle(x, base - h * 0.72, h * 0.26, leaf) +
    circle(x - h * 0.18, base - h * 0.55, h * 0.19, leaf) +
    circle(x + h * 0.18, base - h * 0.58, h * 0.2, leaf)
  );
}

function drawLandscape(kind: Landscape, r: Rng, s: Scene): string {
  const { W, horizon, floor, p } = s;
  const out: string[] = [];
  switch (kind) {
    case 'savannah': {
      out.push(path(ridge(hillPoints(r, W, horizon - 10, r.range(40, 90), 5), floor + 10), p.far));
      out.push(path(ridge(hillPoints(r, W, horizon + 30, 36, 4), floor + 10), p.mid));
      out.push(path(ridge(hillPoints(r, W, horizon + r.range(80, 110), 22, 3), floor + 10), p.near));
      const trees = r.int(1, 3);
      for (let i = 0; i < trees; i++) {
        const h = r.range(120, 200);
        const x = freeX(r, s, h * 0.9);
        if (x !== null) out.push(acacia(x, horizon + r.range(30, 70), h, p.tree, p.trunk));
      }
      break;
    }
    case 'coast': {
      const seaBottom = horizon + r.range(70, 110);
      out.push(path(ridge(hillPoints(r, W, horizon + 2, 0, 1), floor + 10), p.sea));
      if (r.chance(0.6)) {
        const left = r.chance(0.5);
        const hx = left ? -40 : W - r.range(200, 320);
        out.push(
          path(
            d`M${hx} ${horizon + 2}Q${hx + 40} ${horizon - 60} ${hx + 140} ${horizon - 50}Q${hx + 260} ${horizon - 40} ${hx + 360} ${horizon + 2}Z`,
            p.far,
          ),
        );
      }
      for (let i = 0; i < 7; i++) {
        const y = horizon + 14 + (i * (seaBottom - horizon - 20)) / 7;
        const x = r.range(0, W);
        out.push(line(x, y, x + r.range(40, 120), y, C.white, 4, { opacity: 0.35 }));
      }
      out.push(path(ridge(hillPoints(r, W, seaBottom, 18, 3), floor + 10), p.sand));
      if (r.chance(0.55)) {
        const bx = freeX(r, s, 160);
        if (bx !== null) {
          const by = horizon + (seaBottom - horizon) * 0.45;
          out.push(
            path(
              d`M${bx - 80} ${by - 10}Q${bx} ${by + 22} ${bx + 80} ${by - 10}L${bx + 64} ${by + 6}Q${bx} ${by + 22} ${bx - 64} ${by + 6}Z`,
              C.terracottaDark,
            ),
          );
          out.push(path(d`M${bx - 76} ${by - 6}Q${bx} ${by + 16} ${bx + 76} ${by - 6}`, 'none', stroke(C.gold, 4)));
        }
      }
      const palms = r.int(1, 2);
      for (let i = 0; i < palms; i++) {
        const h = r.range(190, 260);
        const x = freeX(r, s, h * 0.8);
        if (x !== null) out.push(palm(x, seaBottom + r.range(30, 80), h, x < W / 2 ? 1 : -1, p.tree, p.trunk));
      }
      break;
    }
    case 'forest': {
      const backFill = p.far;
      let x = -40;
      const back: string[] = [];
      while (x < W + 60) {
        const rad = r.range(40, 70);
        back.push(circle(x, horizon - rad * 0.2, rad, backFill));
        x += r.range(50, 80);
      }
      out.push(back.join(''), rect(0, horizon, W, floor - horizon + 10, backFill));
      x = -30;
      const front: string[] = [];
      while (x < W + 60) {
        const rad = r.range(50, 85);
        front.push(circle(x, horizon + 50, rad, p.mid));
        x += r.range(70, 110);
      }
      out.push(front.join(''), rect(0, horizon + 50, W, floor - horizon, p.mid));
      out.push(path(ridge(hillPoints(r, W, horizon + r.range(110, 140), 20, 3), floor + 10), p.near));
      const trees = r.int(1, 3);
      for (let i = 0; i < trees; i++) {
        const h = r.range(180, 260);
        const tx = freeX(r, s, h * 0.6);
        if (tx !== null) out.push(roundTree(tx, horizon + r.range(110, 150), h, p.tree, p.trunk));
      }
      break;
    }
    case 'city': {
      const far = mix(p.sky[2], p.far, 0.55);
      const nearB = mix(p.far, p.tree, 0.45);
      let x = -20;
      while (x < W) {
        const w = r.range(60, 130);
        const h = r.range(60, 190);
        const top = horizon + 20 - h;
        out.push(rect(x, top, w - 6, h + 10, far));
        if (r.chance(0.3)) out.push(polygon([x - 4, top, x + (w - 6) / 2, top - 30, x + w - 2, top], far));
        x += w;
      }
      x = r.range(-80, 0);
      while (x < W) {
        const w = r.range(80, 150);
        if (r.chance(0.7)) {
          const h = r.range(50, 140);
          const top = horizon + 40 - h;
          out.push(rect(x, top, w - 14, h + 10, nearB));
          const cols = Math.max(1, Math.floor((w - 30) / 34));
          for (let c = 0; c < cols; c++) out.push(rect(x + 12 + c * 34, top + 16, 12, h - 30, p.sky[1], { opacity: 0.45 }));
        }
        x += w;
      }
      out.push(path(ridge(hillPoints(r, W, horizon + 44, 6, 2), floor + 10), p.near));
      out.push(rect(0, horizon + 70, W, 16, mix(p.near, '#000000', 0.25), { opacity: 0.6 }));
      const px = freeX(r, s, 180);
      if (px !== null) out.push(palm(px, horizon + r.range(110, 150), r.range(180, 230), px < W / 2 ? 1 : -1, p.tree, p.trunk));
      break;
    }
  }
  return out.join('');
}

function cloud(cx: number, cy: number, s: number, color: string, opacity: number): string {
  return group(
    circle(cx - s * 0.45, cy, s * 0.32, color) +
      circle(cx, cy - s * 0.14, s * 0.44, color) +
      circle(cx + s * 0.48, cy + s * 0.02, s * 0.3, color) +
      rect(cx - s * 0.8, cy, s * 1.6, s * 0.32, color, { rx: s * 0.16 }),
    { opacity },
  );
}

function sun(r: Rng, x: number, y: number, radius: number, p: Palette): string {
  const style = r.int(0, 2);
  let rays = '';
  if (style === 0) {
    rays = circle(x, y, radius * 1.7, p.sunRing, { opacity: 0.25 }) + circle(x, y, radius * 1.35, p.sunRing, { opacity: 0.45 });
  } else if (style === 1) {
    const circumference = 2 * Math.PI * radius * 1.45;
    const count = r.pick([12, 16, 20]);
    rays = el('circle', {
      cx: x,
      cy: y,
      r: radius * 1.45,
      fill: 'none',
      stroke: p.sunRing,
      'stroke-width': radius * 0.35,
      'stroke-dasharray': `${n((circumference / count) * 0.45)} ${n((circumference / count) * 0.55)}`,
    });
  } else {
    const count = r.pick([10, 12, 14]);
    const pts: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const w = Math.PI / count / 2;
      pts.push(
        polygon(
          [
            x + Math.cos(a - w) * radius * 1.15,
            y + Math.sin(a - w) * radius * 1.15,
            x + Math.cos(a) * radius * 1.75,
            y + Math.sin(a) * radius * 1.75,
            x + Math.cos(a + w) * radius * 1.15,
            y + Math.sin(a + w) * radius * 1.15,
          ],
          p.sunRing,
        ),
      );
    }
    rays = pts.join('');
  }
  return rays + circle(x, y, radius, p.sun);
}

function bunting(r: Rng, W: number, y: number, colors: readonly string[]): string {
  const sag = r.range(40, 80);
  const cs = r.shuffle(colors.slice(0, 4));
  const out: string[] = [path(d`M-20 ${y}Q${W / 2} ${y + sag * 2} ${W + 20} ${y}`, 'none', stroke(C.ink, 3, { opacity: 0.6 }))];
  const count = 14;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = -20 + (W + 40) * t;
    const yy = y + 2 * t * (1 - t) * sag * 2;
    out.push(polygon([x - 18, yy, x + 18, yy, x, yy + 40], at(cs, i)));
  }
  return out.join('');
}

// ---------------------------------------------------------------- motifs

/** A category motif, drawn in a 400 × 400 box whose bottom edge (y = 400) stands on the ground. */
interface Motif {
  /** Scene-level drawing behind the motif (scene coordinates). */
  back?: string;
  /** The motif itself (box coordinates). */
  body: string;
  /** Box-coordinate drawing in front of the motif (it may spill far outside the box). */
  front?: string;
  /** Skip the soft halo behind the motif. */
  noHalo?: boolean;
}

function person(x: number, base: number, h: number, cloth: string, skin: string, wrap: string | null, band: string): string {
  const w = h * 0.42;
  const shoulders = base - h * 0.66;
  return (
    path(
      d`M${x - w / 2} ${base}L${x - w * 0.36} ${shoulders + h * 0.06}Q${x} ${shoulders - h * 0.06} ${x + w * 0.36} ${shoulders + h * 0.06}L${x + w / 2} ${base}Z`,
      cloth,
    ) +
    rect(x - w * 0.45, base - h * 0.32, w * 0.9, h * 0.07, band) +
    circle(x, base - h * 0.8, h * 0.13, skin) +
    (wrap ? ellipse(x, base - h * 0.9, h * 0.15, h * 0.08, wrap) : '')
  );
}

function flower(cx: number, cy: number, size: number, petal: string, center: string, petals: number): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    out += ellipse(cx, cy - size * 0.5, size * 0.26, size * 0.48, petal, { transform: rotate((360 / petals) * i, cx, cy) });
  }
  return out + circle(cx, cy, size * 0.26, center);
}

function pod(cx: number, cy: number, len: number, angle: number, color: string): string {
  const w = len * 0.42;
  return group(
    path(
      d`M${cx} ${cy - len / 2}C${cx + w} ${cy - len * 0.35} ${cx + w} ${cy + len * 0.35} ${cx} ${cy + len / 2}C${cx - w} ${cy + len * 0.35} ${cx - w} ${cy - len * 0.35} ${cx} ${cy - len / 2}Z`,
      color,
    ) +
      path(
        d`M${cx} ${cy - len * 0.42}L${cx} ${cy + len * 0.42}M${cx - w * 0.45} ${cy - len * 0.3}Q${cx - w * 0.6} ${cy} ${cx - w * 0.45} ${cy + len * 0.3}M${cx + w * 0.45} ${cy - len * 0.3}Q${cx + w * 0.6} ${cy} ${cx + w * 0.45} ${cy + len * 0.3}`,
        'none',
        stroke('#FFFFFF', len * 0.035, { opacity: 0.35 }),
      ),
    { transform: rotate(angle, cx, cy) },
  );
}

function maize(x: number, h: number, leaf: string, dark: string, cob: string, flip: boolean): string {
  const top = 400 - h;
  const s = flip ? -1 : 1;
  const leaves = [0.25, 0.45, 0.62, 0.78]
    .map((t, i) => {
      const y = 400 - h * t;
      const dir = (i % 2 ? -1 : 1) * s;
      const len = h * (0.42 - t * 0.18);
      return path(
        d`M${x} ${y}Q${x + dir * len * 0.55} ${y - len * 0.55} ${x + dir * len} ${y - len * 0.1}Q${x + dir * len * 0.45} ${y - len * 0.22} ${x} ${y + 10}Z`,
        i % 2 ? leaf : dark,
      );
    })
    .join('');
  const cy = 400 - h * 0.52;
  return (
    path(d`M${x} 402Q${x - 6 * s} ${400 - h / 2} ${x} ${top}`, 'none', stroke(dark, 9)) +
    leaves +
    ellipse(x + 16 * s, cy, 11, 32, cob, { transform: rotate(16 * s, x + 16 * s, cy) }) +
    path(
      d`M${x + 2 * s} ${cy + 34}Q${x + 30 * s} ${cy + 6} ${x + 24 * s} ${cy - 22}Q${x + 16 * s} ${cy + 10} ${x + 2 * s} ${cy + 34}Z`,
      leaf,
    ) +
    path(
      d`M${x} ${top}L${x - 14} ${top - 26}M${x} ${top}L${x + 3} ${top - 32}M${x} ${top}L${x + 16} ${top - 22}`,
      'none',
      stroke('#C98B3C', 4),
    )
  );
}

function capsule(x: number, y: number, angle: number, color: string): string {
  return group(rect(-36, -14, 72, 28, C.white, { rx: 14 }) + path('M0 -14L-22 -14A14 14 0 0 0 -22 14L0 14Z', color), {
    transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
  });
}

function medical(r: Rng): Motif {
  const heart = r.pick([C.red, C.terracotta, '#E0584A']);
  const tube = r.pick([C.indigoDark, C.ink, C.green]);
  const variant = r.pick(['stethoscope', 'pulse', 'both'] as const);
  const withScope = variant !== 'pulse';
  const withPulse = variant !== 'stethoscope';
  const pulse = withPulse
    ? path(
        'M-260 214L-80 214L-62 176L-38 262L-14 120L8 246L26 214L380 214L392 190L406 236L418 214L660 214',
        'none',
        stroke(r.pick([C.terracottaDark, C.indigoDark, C.green]), 9, { opacity: 0.8 }),
      )
    : '';
  const scope = withScope
    ? path('M36 14C36 56 58 66 58 84M84 14C84 56 58 66 58 84', 'none', stroke(tube, 9)) +
      path('M58 84C14 170 22 300 110 362C170 404 270 396 306 350', 'none', stroke(tube, 13)) +
      circle(36, 12, 8, tube) +
      circle(84, 12, 8, tube) +
      circle(318, 336, 27, tube) +
      circle(318, 336, 15, '#D9DEE8')
    : '';
  const pills = withPulse
    ? capsule(330, 382, -24, r.pick([C.gold, C.indigo, C.green])) + capsule(262, 392, 12, r.pick([C.terracotta, C.gold]))
    : '';
  const sparkles = [
    [360, 40, 22],
    [32, 300, 16],
    [withScope ? 340 : 30, withScope ? 110 : 60, 14],
  ]
    .map(([x = 0, y = 0, s = 0]) => rect(x - s / 2, y - s * 0.15, s, s * 0.3, C.gold) + rect(x - s * 0.15, y - s / 2, s * 0.3, s, C.gold))
    .join('');
  const body =
    pulse +
    path(
      'M200 352C120 292 44 230 44 154C44 100 86 62 136 62C166 62 188 78 200 102C212 78 234 62 264 62C314 62 356 100 356 154C356 230 280 292 200 352Z',
      heart,
    ) +
    ellipse(112, 122, 28, 16, '#FFFFFF', { transform: rotate(-38, 112, 122), opacity: 0.3 }) +
    rect(174, 126, 52, 136, C.white, { rx: 8 }) +
    rect(132, 168, 136, 52, C.white, { rx: 8 }) +
    scope +
    pills +
    sparkles;
  return { body: r.chance(0.5) ? group(body, { transform: 'translate(400 0) scale(-1 1)' }) : body };
}

function education(r: Rng): Motif {
  const wall = r.pick([C.cream, '#F3D9A4', '#EBC89A']);
  const roof = r.pick([C.terracotta, C.indigo, C.green]);
  const cover = r.pick([C.green, C.indigo, C.terracottaDark]);
  const flip = r.chance(0.5);
  const school =
    rect(20, 152, 184, 176, wall) +
    polygon([2, 160, 112, 84, 222, 160], roof) +
    circle(112, 130, 13, C.cream) +
    rect(94, 250, 36, 78, C.woodDark) +
    rect(38, 190, 40, 36, C.indigoDark, { opacity: 0.8 }) +
    rect(146, 190, 40, 36, C.indigoDark, { opacity: 0.8 }) +
    line(112, 86, 112, 14, C.ink, 4) +
    rect(114, 16, 56, 12, '#CE1126') +
    rect(114, 28, 56, 12, '#FCD116') +
    rect(114, 40, 56, 12, '#006B3F') +
    polygon([142, 28, 144.5, 32.5, 149, 33, 145.5, 36, 146.5, 40.5, 142, 38, 137.5, 40.5, 138.5, 36, 135, 33, 139.5, 32.5], C.ink);
  const pageLines = [0, 1, 2]
    .map((i) => {
      const y = 318 + i * 20;
      return path(
        d`M46 ${y}C80 ${y - 10} 118 ${y - 8} 144 ${y + 4}M274 ${y}C240 ${y - 10} 202 ${y - 8} 176 ${y + 4}`,
        'none',
        stroke('#C9BBA6', 4),
      );
    })
    .join('');
  const book = group(
    path('M14 300L160 322L306 300L306 398L160 414L14 398Z', cover) +
      path('M26 292C70 276 128 280 160 304L160 400C128 380 70 378 26 390Z', C.white) +
      path('M294 292C250 276 192 280 160 304L160 400C192 380 250 378 294 390Z', '#F2E8D8') +
      pageLines,
    { transform: 'translate(46 -6)' },
  );
  const pencil = group(
    rect(-15, -170, 30, 170, C.gold) +
      rect(-5, -170, 10, 170, '#F2BE46') +
      rect(-15, -196, 30, 22, '#E88A8A', { rx: 4 }) +
      rect(-16, -178, 32, 10, '#B9B9C4') +
      polygon([-15, 0, 15, 0, 0, 44], '#F3DDB5') +
      polygon([-5, 29, 5, 29, 0, 44], C.ink),
    { transform: 'translate(374 350) rotate(-12)' },
  );
  const body = school + pencil + book;
  return { body: flip ? group(body, { transform: 'translate(400 0) scale(-1 1)' }) : body };
}

function house(x: number, base: number, w: number, h: number, wall: string, roof: string, door: string): string {
  return (
    rect(x, base - h, w, h, wall) +
    polygon([x - 12, base - h + 4, x + w / 2, base - h - w * 0.5, x + w + 12, base - h + 4], roof) +
    rect(x + w * 0.38, base - h * 0.55, w * 0.24, h * 0.55, door) +
    rect(x + w * 0.1, base - h * 0.7, w * 0.18, h * 0.2, door, { opacity: 0.75 })
  );
}

function hut(x: number, base: number, w: number, h: number, wall: string, thatch: string, door: string): string {
  return (
    path(d`M${x} ${base - h}L${x + w} ${base - h}L${x + w} ${base - 6}Q${x + w / 2} ${base + 6} ${x} ${base - 6}Z`, wall) +
    polygon([x - 16, base - h + 8, x + w / 2, base - h - w * 0.62, x + w + 16, base - h + 8], thatch) +
    path(
      d`M${x + w * 0.22} ${base - h + 2}L${x + w / 2} ${base - h - w * 0.5}M${x + w * 0.78} ${base - h + 2}L${x + w / 2} ${base - h - w * 0.5}`,
      'none',
      stroke('#9C6A2C', 3),
    ) +
    path(
      d`M${x + w * 0.36} ${base}L${x + w * 0.36} ${base - h * 0.45}Q${x + w / 2} ${base - h * 0.65} ${x + w * 0.64} ${base - h * 0.45}L${x + w * 0.64} ${base}Z`,
      door,
    )
  );
}

function community(r: Rng): Motif {
  const walls = r.shuffle([C.cream, '#F3D9A4', '#E9B995', '#F6E7C8']);
  const roofs = r.shuffle([C.terracotta, C.indigo, C.green, C.terracottaDark]);
  const hutAt = r.int(0, 2);
  const flip = r.chance(0.5);
  const homes = [
    [0, 110, 136],
    [118, 100, 112],
    [226, 104, 148],
  ]
    .map(([x = 0, w = 0, h = 0], i) =>
      i === hutAt
        ? hut(x + 6, 326, w - 12, h * 0.8, at(walls, i), '#D9A441', C.woodDark)
        : house(x, 326, w, h, at(walls, i), at(roofs, i), C.woodDark),
    )
    .join('');
  const pumpColor = r.pick([C.indigo, '#2F6F8F', C.green]);
  const pump =
    ellipse(350, 392, 52, 11, '#CFC6B6') +
    rect(306, 368, 88, 24, '#DDD5C6', { rx: 4 }) +
    rect(340, 248, 24, 122, pumpColor) +
    rect(333, 236, 38, 22, pumpColor, { rx: 5 }) +
    line(352, 244, 290, 206, C.ink, 8) +
    rect(362, 286, 34, 11, pumpColor) +
    path('M392 306C399 316 401 322 396 327C391 322 386 316 392 306Z', C.water) +
    path('M392 334C399 344 401 350 396 355C391 350 386 344 392 334Z', C.water) +
    path('M374 364L414 364L408 392L380 392Z', r.pick([C.gold, C.terracotta])) +
    ellipse(394, 364, 20, 4, C.waterLight);
  const skins = r.shuffle(C.skin);
  const cloth = r.shuffle([C.gold, C.terracotta, C.green, C.indigo]);
  const people =
    person(250, 400, 118, at(cloth, 0), at(skins, 0), at(cloth, 2), at(cloth, 1)) +
    person(194, 400, 138, at(cloth, 1), at(skins, 1), r.chance(0.5) ? at(cloth, 3) : null, at(cloth, 2)) +
    person(142, 400, 86, at(cloth, 3), at(skins, 2), null, at(cloth, 0));
  const body = homes + people + pump;
  return { body: flip ? group(body, { transform: 'translate(400 0) scale(-1 1)' }) : body };
}

function rainCloud(cx: number, cy: number, s: number, drops: number): string {
  let rain = '';
  for (let i = 0; i < drops; i++) {
    const x = cx - s * 0.7 + (i * s * 1.4) / Math.max(1, drops - 1);
    const y = cy + s * 0.45 + (i % 2) * s * 0.25;
    rain += line(x, y, x - s * 0.1, y + s * 0.3, C.water, s * 0.07);
  }
  return rain + cloud(cx, cy, s, '#7A84A6', 1);
}

function emergency(r: Rng): Motif {
  const flood = r.chance(0.55);
  const flip = r.chance(0.5);
  const wrap = (body: string) => (flip ? group(body, { transform: 'translate(400 0) scale(-1 1)' }) : body);
  if (flood) {
    const wall = r.pick([C.cream, '#F3D9A4', '#E9B995']);
    const roof = r.pick([C.terracotta, C.indigo, C.terracottaDark]);
    const level = r.range(270, 300);
    const body =
      rainCloud(300, 36, 90, 6) +
      rect(92, 178, 196, 190, wall) +
      polygon([70, 186, 190, 92, 310, 186], roof) +
      rect(250, 104, 24, 50, C.woodDark) +
      rect(168, 262, 44, 106, C.woodDark) +
      rect(112, 212, 40, 38, C.indigoDark, { opacity: 0.8 }) +
      rect(228, 212, 40, 38, C.indigoDark, { opacity: 0.8 });
    let waves = '';
    for (let i = 0; i < 4; i++) {
      const y = level + 26 + i * 30;
      let data = d`M-1400 ${y}`;
      for (let x = -1400; x < 1800; x += 80) data += d`q20 -12 40 0t40 0`;
      waves += path(data, 'none', stroke(C.waterLight, 5, { opacity: 0.7 - i * 0.12 }));
    }
    let top = d`M-1400 ${level}`;
    for (let x = -1400; x < 1800; x += 100) top += d`q25 -16 50 0t50 0`;
    const water = path(`${top}${d`L1800 900L-1400 900Z`}`, C.water, { opacity: 0.92 }) + waves;
    const ring = group(
      el('circle', { cx: 84, cy: level + 6, r: 26, fill: 'none', stroke: C.white, 'stroke-width': 16 }) +
        el('circle', { cx: 84, cy: level + 6, r: 26, fill: 'none', stroke: C.red, 'stroke-width': 16, 'stroke-dasharray': '20.4 20.4' }),
    );
    return { body: wrap(body), front: wrap(water + ring) };
  }
  const tarp = r.pick([C.terracotta, '#3C6FB0', C.gold]);
  const tarp2 = r.pick([C.indigo, C.green, C.terracottaDark]);
  const body =
    (r.chance(0.5) ? rainCloud(310, 40, 80, 5) : '') +
    polygon([200, 400, 290, 214, 390, 400], tarp2) +
    polygon([270, 400, 290, 330, 310, 400], C.ink, { opacity: 0.7 }) +
    line(50, 400, 90, 310, C.ink, 3) +
    line(310, 400, 276, 310, C.ink, 3) +
    polygon([20, 400, 170, 150, 320, 400], tarp) +
    polygon([140, 400, 170, 286, 200, 400], C.ink, { opacity: 0.85 }) +
    polygon([170, 286, 200, 400, 232, 400], mix(tarp, '#FFFFFF', 0.3)) +
    line(170, 136, 170, 156, C.ink, 6) +
    rect(-40, 350, 44, 50, C.gold, { rx: 6 }) +
    rect(-30, 338, 20, 14, C.gold, { rx: 4 }) +
    rect(-32, 362, 28, 8, C.ink, { opacity: 0.35 }) +
    rect(330, 352, 66, 48, '#C9955A') +
    rect(358, 352, 10, 48, '#EBD3A8');
  return { body: wrap(body) };
}

function basket(cx: number, base: number, color: string, goods: readonly string[]): string {
  let pile = '';
  const rad = 15;
  [
    [-30, 0],
    [0, 0],
    [30, 0],
    [-15, -22],
    [15, -22],
    [0, -44],
  ].forEach(([dx = 0, dy = 0], i) => {
    pile += circle(cx + dx, base - 52 + dy, rad, at(goods, i));
  });
  return (
    pile +
    path(
      d`M${cx - 50} ${base - 46}L${cx + 50} ${base - 46}Q${cx + 46} ${base} ${cx + 30} ${base}L${cx - 30} ${base}Q${cx - 46} ${base} ${cx - 50} ${base - 46}Z`,
      color,
    ) +
    path(
      d`M${cx - 46} ${base - 30}L${cx + 46} ${base - 30}M${cx - 40} ${base - 14}L${cx + 40} ${base - 14}`,
      'none',
      stroke('#000000', 4, { opacity: 0.18 }),
    )
  );
}

function business(r: Rng): Motif {
  const [s1, s2] = r.pick([
    [C.terracotta, C.cream],
    [C.green, C.gold],
    [C.indigo, C.cream],
    [C.gold, C.terracottaDark],
  ] as const);
  let awning = rect(14, 70, 372, 18, C.woodDark, { rx: 6 });
  for (let i = 0; i < 8; i++) {
    const color = i % 2 ? s2 : s1;
    awning += rect(22 + i * 44.5, 86, 44.5, 62, color) + circle(22 + i * 44.5 + 22.25, 148, 22.25, color);
  }
  const cloths = r.shuffle([C.gold, C.green, C.terracotta, C.indigo]);
  let hanging = '';
  [80, 132, 268, 320].forEach((x, i) => {
    if (i === 1 || i === 2 ? r.chance(0.6) : true) {
      const c = at(cloths, i);
      hanging += rect(x - 16, 172, 32, 58, c) + rect(x - 16, 190, 32, 8, at(cloths, i + 1)) + rect(x - 16, 208, 32, 8, at(cloths, i + 2));
    }
  });
  const goods = [
    ['#F29B1D', '#F5A623', '#E8891A'],
    ['#D8412F', '#C8352A', '#E05236'],
    ['#7BB03A', '#5E9A2E', '#8CC043'],
    ['#B5577A', '#A34A6C', '#C46A88'],
    ['#F2D16B', '#E9C24F', '#F5DC86'],
  ];
  const picked = r.shuffle(goods);
  const basketColor = r.pick(['#C98B3C', '#B9782F', '#D49A4C']);
  const body =
    rect(36, 88, 14, 312, C.wood) +
    rect(350, 88, 14, 312, C.wood) +
    hanging +
    basket(104, 284, basketColor, at(picked, 0)) +
    basket(200, 284, basketColor, at(picked, 1)) +
    basket(296, 284, basketColor, at(picked, 2)) +
    rect(24, 282, 352, 18, C.woodDark, { rx: 4 }) +
    rect(40, 300, 320, 100, C.wood) +
    path('M120 300L120 400M200 300L200 400M280 300L280 400', 'none', stroke(C.woodDark, 4, { opacity: 0.5 })) +
    awning;
  return { body };
}

function agriculture(r: Rng, s: Scene): Motif {
  const rowsCount = r.int(4, 6);
  const furrow = mix(s.p.near, '#5B3A24', 0.45);
  const sprout = r.pick([C.leafLight, '#8CC043', '#A4C94A']);
  const top = s.horizon + 60;
  let back = '';
  for (let i = 0; i < rowsCount; i++) {
    const t = (i + 1) / rowsCount;
    const y = top + (s.floor - top) * Math.pow(t, 1.25);
    const thick = 4 + 10 * t;
    const bend = r.range(-14, 14);
    back += path(
      d`M-20 ${y}Q${s.W / 2} ${y + bend} ${s.W + 20} ${y}L${s.W + 20} ${y + thick}Q${s.W / 2} ${y + bend + thick} -20 ${y + thick}Z`,
      furrow,
    );
    const size = 6 + 12 * t;
    const gap = 34 + 60 * t;
    for (let x = r.range(0, gap); x < s.W; x += gap) {
      const yy = y + (bend * (1 - Math.pow((2 * x) / s.W - 1, 2))) / 2;
      back += path(
        d`M${x} ${yy}Q${x - size} ${yy - size * 0.4} ${x - size * 1.1} ${yy - size * 1.1}Q${x - size * 0.1} ${yy - size * 0.9} ${x} ${yy}Q${x + size * 0.1} ${yy - size * 1.1} ${x + size} ${yy - size * 1.4}Q${x + size * 0.9} ${yy - size * 0.3} ${x} ${yy}Z`,
        sprout,
      );
    }
  }
  const flip = r.chance(0.5);
  const podColors = r.shuffle(['#E0892B', '#E8B52A', '#A8452A', '#C9652A']);
  const crown = r.pick([C.green, '#2D6A3A', '#24573A']);
  const cocoa =
    path('M276 402L284 170L300 170L310 402Z', C.woodDark) +
    path('M288 200L244 150M296 190L338 142', 'none', stroke(C.woodDark, 10)) +
    circle(290, 100, 62, crown) +
    circle(234, 140, 44, crown) +
    circle(348, 136, 46, crown) +
    circle(262, 70, 40, crown) +
    circle(322, 70, 42, crown) +
    ellipse(250, 96, 18, 8, C.leafLight, { opacity: 0.5, transform: rotate(-30, 250, 96) }) +
    pod(262, 262, 62, 18, at(podColors, 0)) +
    pod(324, 300, 58, -20, at(podColors, 1)) +
    pod(264, 340, 54, 12, at(podColors, 2));
  const tall = r.range(240, 290);
  const body = cocoa + maize(70, tall * 0.85, C.leaf, C.green, C.gold, false) + maize(148, tall, C.leafLight, C.leaf, '#F2C037', true);
  return { back, body: flip ? group(body, { transform: 'translate(400 0) scale(-1 1)' }) : body };
}

function memorial(r: Rng, s: Scene): Motif {
  const petals = r.shuffle(['#F3C1C6', '#FFFFFF', '#C9B8E8', '#F6D58E', '#F2B8A0']);
  const leaf = '#8DAA7F';
  const glowId = s.id('glow');
  s.defs.push(
    el(
      'radialGradient',
      { id: glowId },
      el('stop', { offset: 0, 'stop-color': '#FFE4A1', 'stop-opacity': 0.9 }) +
        el('stop', { offset: 1, 'stop-color': '#FFE4A1', 'stop-opacity': 0 }),
    ),
  );
  const candle = (x: number, top: number, w: number, flameSize: number) =>
    circle(x, top - flameSize * 0.9, flameSize * 2.6, `url(#${glowId})`) +
    rect(x - w / 2, top, w, 380 - top, '#FFF6E6', { rx: 6 }) +
    rect(x + w * 0.18, top, w * 0.32, 380 - top, '#EFE0C6') +
    path(
      d`M${x - w / 2} ${top + 4}Q${x - w * 0.3} ${top + 30} ${x - w * 0.2} ${top + 6}Q${x - w * 0.1} ${top + 44} ${x} ${top + 8}`,
      '#FFF6E6',
    ) +
    line(x, top, x, top - flameSize * 0.3, C.ink, 4) +
    path(
      d`M${x} ${top - flameSize * 1.9}C${x + flameSize * 0.55} ${top - flameSize * 1.2} ${x + flameSize * 0.5} ${top - flameSize * 0.5} ${x} ${top - flameSize * 0.25}C${x - flameSize * 0.5} ${top - flameSize * 0.5} ${x - flameSize * 0.55} ${top - flameSize * 1.2} ${x} ${top - flameSize * 1.9}Z`,
      '#F6B333',
    ) +
    path(
      d`M${x} ${top - flameSize * 1.2}C${x + flameSize * 0.28} ${top - flameSize * 0.8} ${x + flameSize * 0.25} ${top - flameSize * 0.5} ${x} ${top - flameSize * 0.4}C${x - flameSize * 0.25} ${top - flameSize * 0.5} ${x - flameSize * 0.28} ${top - flameSize * 0.8} ${x} ${top - flameSize * 1.2}Z`,
      '#FFF1C4',
    );
  const second = r.chance(0.6);
  const bouquet = (x: number, dir: number, k: number) => {
    let out = '';
    const heads: Point[] = [
      [x - dir * 10, 250],
      [x + dir * 34, 292],
      [x - dir * 46, 300],
    ];
    heads.forEach(([hx, hy]) => {
      out += path(d`M${x} 400Q${x + (hx - x) * 0.3} ${hy + 60} ${hx} ${hy}`, 'none', stroke(leaf, 6));
    });
    out += ellipse(x + dir * 20, 352, 24, 10, leaf, { transform: rotate(-30 * dir, x + dir * 20, 352) });
    out += ellipse(x - dir * 22, 340, 22, 9, leaf, { transform: rotate(30 * dir, x - dir * 22, 340) });
    heads.forEach(([hx, hy], i) => {
      out += flower(hx, hy, i === 0 ? 46 : 38, at(petals, k + i), '#E8B04B', i === 1 ? 6 : 5);
    });
    return out;
  };
  const body =
    ellipse(200, 386, 96, 16, '#C9A15A') +
    candle(second ? 168 : 200, 170, 64, 44) +
    (second ? candle(246, 232, 50, 34) : '') +
    ellipse(200, 380, 80, 10, '#D9B673') +
    bouquet(56, 1, 0) +
    bouquet(348, -1, 2);
  return { body };
}

function creative(r: Rng): Motif {
  const variant = r.pick(['drum', 'palette', 'both'] as const);
  const noteColor = r.pick([C.ink, C.indigoDark, C.terracottaDark]);
  const wood = r.pick([C.wood, '#B5713C', '#94562E']);
  const bands = r.shuffle([C.gold, C.green, C.terracotta, C.indigo]);
  const drum = (x: number, y: number, s: number, angle: number) => {
    let cords = '';
    for (let i = 0; i < 9; i++) {
      const cx = -60 + i * 15;
      cords += line(cx, -144, cx * 0.92, 144, '#4A2E1A', 3, { opacity: 0.85 });
    }
    return group(
      path('M-72 -150C-40 -70 -24 -30 -24 0C-24 30 -40 70 -72 150L72 150C40 70 24 30 24 0C24 -30 40 -70 72 -150Z', wood) +
        rect(-28, -18, 56, 12, at(bands, 0)) +
        rect(-28, -6, 56, 12, at(bands, 1)) +
        rect(-28, 6, 56, 12, at(bands, 2)) +
        cords +
        el('ellipse', { cx: 0, cy: -150, rx: 74, ry: 18, fill: '#F5E6C8', ...stroke('#5A3820', 6) }) +
        el('ellipse', { cx: 0, cy: 150, rx: 74, ry: 18, fill: '#E9D6B4', ...stroke('#5A3820', 6) }) +
        path('M112 70C150 10 150 -70 124 -112C114 -128 94 -126 92 -108', 'none', stroke('#5A3820', 9)),
      { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})` },
    );
  };
  const note = (x: number, y: number, s: number) =>
    ellipse(x, y, 20 * s, 14 * s, noteColor, { transform: rotate(-22, x, y) }) +
    rect(x + 14 * s, y - 92 * s, 7 * s, 92 * s, noteColor) +
    path(
      d`M${x + 21 * s} ${y - 92 * s}C${x + 40 * s} ${y - 70 * s} ${x + 52 * s} ${y - 60 * s} ${x + 40 * s} ${y - 28 * s}C${x + 44 * s} ${y - 52 * s} ${x + 34 * s} ${y - 62 * s} ${x + 21 * s} ${y - 64 * s}Z`,
      noteColor,
    );
  const beamed = (x: number, y: number, s: number) =>
    ellipse(x, y, 18 * s, 13 * s, noteColor, { transform: rotate(-22, x, y) }) +
    ellipse(x + 62 * s, y - 14 * s, 18 * s, 13 * s, noteColor, { transform: rotate(-22, x + 62 * s, y - 14 * s) }) +
    rect(x + 12 * s, y - 86 * s, 7 * s, 86 * s, noteColor) +
    rect(x + 74 * s, y - 100 * s, 7 * s, 86 * s, noteColor) +
    polygon([x + 12 * s, y - 86 * s, x + 81 * s, y - 100 * s, x + 81 * s, y - 84 * s, x + 12 * s, y - 70 * s], noteColor);
  const palette = (x: number, y: number, s: number) => {
    const blob = d`M${x - 130 * s} ${y}C${x - 140 * s} ${y - 70 * s} ${x - 40 * s} ${y - 100 * s} ${x + 40 * s} ${y - 90 * s}C${x + 130 * s} ${y - 80 * s} ${x + 150 * s} ${y - 10 * s} ${x + 110 * s} ${y + 40 * s}C${x + 80 * s} ${y + 76 * s} ${x + 30 * s} ${y + 40 * s} ${x} ${y + 56 * s}C${x - 40 * s} ${y + 74 * s} ${x - 124 * s} ${y + 60 * s} ${x - 130 * s} ${y}Z`;
    const hole = d`M${x + 42 * s} ${y + 14 * s}a${18 * s} ${14 * s} 0 1 0 ${36 * s} 0a${18 * s} ${14 * s} 0 1 0 ${-36 * s} 0Z`;
    const dabs: Array<[number, number, string]> = [
      [-90, -10, C.red],
      [-56, -52, C.gold],
      [-4, -62, C.green],
      [50, -54, C.indigo],
      [92, -22, C.white],
      [-50, 28, C.terracotta],
    ];
    return (
      path(blob + hole, '#EBCB94', { 'fill-rule': 'evenodd' }) +
      dabs.map(([dx, dy, c]) => circle(x + dx * s, y + dy * s, 17 * s, c)).join('') +
      group(
        rect(-7, -150, 14, 150, C.woodDark, { rx: 6 }) +
          rect(-9, 0, 18, 24, '#B9B9C4') +
          path('M-9 24C-14 50 -6 70 0 80C6 70 14 50 9 24Z', at(bands, 3)),
        { transform: `translate(${n(x + 60 * s)} ${n(y - 70 * s)}) rotate(-140) scale(${n(s)})` },
      )
    );
  };
  const flip = r.chance(0.5);
  // Instruments mirror freely; notes are placed mirrored but never drawn back to front.
  const fx = (x: number, w = 0) => (flip ? 400 - x - w : x);
  const mirror = (body: string) => (flip ? group(body, { transform: 'translate(400 0) scale(-1 1)' }) : body);
  if (variant === 'drum') return { body: mirror(drum(150, 240, 1, -14)) + note(fx(304, 40), 150, 1) + beamed(fx(268, 80), 300, 0.9) };
  if (variant === 'palette') return { body: mirror(palette(190, 310, 1.15)) + note(fx(90, 40), 130, 0.9) + beamed(fx(260, 70), 120, 0.85) };
  return { body: mirror(drum(110, 250, 0.9, -10) + palette(290, 340, 0.8)) + note(fx(306, 40), 150, 0.9) };
}

const landscapes: Record<CampaignCategory, readonly Landscape[]> = {
  medical: ['savannah', 'city', 'forest', 'coast'],
  education: ['savannah', 'city', 'forest'],
  community: ['savannah', 'forest', 'coast'],
  emergency: ['coast', 'savannah', 'city'],
  business: ['city', 'coast', 'savannah'],
  agriculture: ['savannah', 'forest'],
  memorial: ['savannah', 'coast', 'forest'],
  creative: ['city', 'coast', 'savannah', 'forest'],
};

function drawMotif(category: CampaignCategory, r: Rng, s: Scene): Motif {
  switch (category) {
    case 'medical':
      return medical(r);
    case 'education':
      return education(r);
    case 'community':
      return community(r);
    case 'emergency':
      return emergency(r);
    case 'business':
      return business(r);
    case 'agriculture':
      return agriculture(r, s);
    case 'memorial':
      return memorial(r, s);
    case 'creative':
      return creative(r);
  }
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** An original illustration for a campaign cover: deterministic for a given seed. */
export function coverArtSvg(options: { seed: string; category: CampaignCategory; width?: number; height?: number }): string {
  const { seed, category } = options;
  const width = Math.round(positive(options.width, DEFAULT_WIDTH));
  const height = Math.round(positive(options.height, DEFAULT_HEIGHT));
  const W = VIEW_WIDTH;
  // Very tall or very wide requests are drawn at a sane aspect ratio and cropped to fit.
  const H = Math.round(Math.min(Math.max((W * height) / width, W * 0.4), W * 1.6));
  const rngFor = (layer: string) => new Rng(hash32(`${category}\u0000${seed}\u0000${layer}`));
  const prefix = `nb${hash32(`${category}\u0000${seed}`).toString(36)}`;

  const layout = rngFor('layout');
  const p = layout.pick(category === 'memorial' ? softPalettes : palettes);
  const bandH = Math.round(Math.max(48, H * layout.range(0.075, 0.095)));
  const floor = H - bandH;
  const horizon = H * layout.range(0.55, 0.63);
  const tall = H > W * 0.9;
  const size = Math.min(W * (tall ? 0.68 : 0.48), H * 0.66) * layout.range(0.92, 1.04);
  // Square and portrait covers may be cropped at the sides: keep their motif centred.
  const slot = tall ? 0.5 : layout.pick([0.3, 0.5, 0.7]);
  const cx = Math.min(Math.max(W * slot + layout.range(-40, 40), size / 2 + 30), W - size / 2 - 30);
  const ground = floor - layout.range(18, 40);
  const scene: Scene = {
    W,
    H,
    horizon,
    floor,
    p,
    motif: { x0: cx - size / 2, x1: cx + size / 2, top: ground - size, ground, cx, size },
    id: (name) => `${prefix}-${name}`,
    defs: [],
  };

  const parts: string[] = [];
  const skyId = scene.id('sky');
  scene.defs.push(
    el(
      'linearGradient',
      { id: skyId, x1: 0, y1: 0, x2: 0, y2: 1 },
      p.sky.map((color, i) => el('stop', { offset: i / 2, 'stop-color': color })).join(''),
    ),
  );
  parts.push(rect(0, 0, W, H, `url(#${skyId})`));

  // Sun on the side away from the motif.
  const sky = rngFor('sky');
  const sunR = sky.range(52, 84);
  const sunLeft = slot === 0.5 ? sky.chance(0.5) : cx > W / 2;
  const sunX = sunLeft ? sky.range(0.12, 0.3) * W : sky.range(0.7, 0.88) * W;
  const sunY = Math.max(sunR * 1.8, Math.min(horizon - sunR * 1.2, H * sky.range(0.16, 0.3)));
  parts.push(sun(sky, sunX, sunY, sunR, p));

  const placed: Point[] = [];
  const clouds = sky.int(0, 2);
  for (let i = 0; i < clouds; i++) {
    const cs = sky.range(70, 120);
    const x = sky.range(cs, W - cs);
    const y = sky.range(H * 0.1, horizon - 140);
    if (Math.abs(x - sunX) > sunR * 2 + cs) {
      parts.push(cloud(x, y, cs, '#FFFFFF', 0.75));
      placed.push([x - cs * 0.5, y], [x + cs * 0.5, y]);
    }
  }

  // Adinkra-like marks, scattered in the open sky.
  const marks = sky.shuffle(markKinds).slice(0, sky.int(2, 4));
  const markSize = sky.range(48, 72);
  const markParts: string[] = [];
  for (const kind of marks) {
    for (let tries = 0; tries < 20; tries++) {
      const x = sky.range(markSize, W - markSize);
      const y = sky.range(markSize, horizon - 100);
      const clearOfSun = Math.hypot(x - sunX, y - sunY) > sunR * 1.9 + markSize;
      const clearOfMotif = x < scene.motif.x0 - markSize || x > scene.motif.x1 + markSize || y < scene.motif.top - markSize;
      const clearOfMarks = placed.every(([px, py]) => Math.hypot(x - px, y - py) > markSize * 2.4);
      if (clearOfSun && clearOfMotif && clearOfMarks) {
        placed.push([x, y]);
        markParts.push(mark(kind, x, y, markSize, p.mark));
        break;
      }
    }
  }
  parts.push(group(markParts.join(''), { opacity: p.markOpacity }));

  const land = rngFor('land');
  parts.push(drawLandscape(land.pick(landscapes[category]), land, scene));

  const motifRng = rngFor('motif');
  const motif = drawMotif(category, motifRng, scene);
  if (motif.back) parts.push(motif.back);
  if (category === 'business' || category === 'creative') {
    if (motifRng.chance(0.5)) parts.push(bunting(motifRng, W, motifRng.range(20, 50), p.kente));
  }

  if (!motif.noHalo) {
    const haloId = scene.id('halo');
    scene.defs.push(
      el(
        'radialGradient',
        { id: haloId },
        el('stop', { offset: 0, 'stop-color': p.halo, 'stop-opacity': p.haloOpacity }) +
          el('stop', { offset: 0.6, 'stop-color': p.halo, 'stop-opacity': p.haloOpacity * 0.6 }) +
          el('stop', { offset: 1, 'stop-color': p.halo, 'stop-opacity': 0 }),
      ),
    );
    parts.push(ellipse(cx, ground - size * 0.48, size * 0.66, size * 0.6, `url(#${haloId})`));
  }
  parts.push(ellipse(cx, ground + 2, size * 0.46, size * 0.04, C.ink, { opacity: 0.18 }));

  const scale = (size / 400).toFixed(4);
  const transform = `translate(${n(cx - size / 2)} ${n(ground - size)}) scale(${scale})`;
  parts.push(group(motif.body, { transform }));
  if (motif.front) parts.push(group(motif.front, { transform }));

  const bands = rngFor('bands');
  parts.push(kenteBand(bands, floor, bandH, W, p.kente, false));
  if (bands.chance(0.35)) parts.push(kenteBand(bands, 0, Math.round(bandH * 0.34), W, p.kente, true));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">` +
    `<defs>${scene.defs.join('')}</defs>${parts.join('')}</svg>`
  );
}
