import sharp from 'sharp';
import { hashString, Random } from './prng.ts';

export const SEED_PHOTO_WIDTH = 480;
export const SEED_PHOTO_HEIGHT = 360;

type Rgb = readonly [number, number, number];

class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++) {
      let i = (yy * this.width + x0) * 3;
      for (let xx = x0; xx < x1; xx++) {
        this.data[i++] = r;
        this.data[i++] = g;
        this.data[i++] = b;
      }
    }
  }

  /** Vertical gradient from top colour to bottom colour. */
  gradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    const rows = Math.max(1, Math.round(h));
    for (let i = 0; i < rows; i++) {
      const t = rows === 1 ? 0 : i / (rows - 1);
      this.rect(x, y + i, w, 1, mix(top, bottom, t));
    }
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let dy = -radius; dy <= radius; dy++) {
      const half = Math.sqrt(radius * radius - dy * dy);
      this.rect(cx - half, cy + dy, half * 2, 1, colour);
    }
  }
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

function shade(c: Rgb, amount: number): Rgb {
  return amount >= 0 ? mix(c, [255, 255, 255], amount) : mix(c, [20, 20, 30], -amount);
}

/** Pastel colour from a hue in degrees. */
function pastel(hue: number, saturation = 0.45, lightness = 0.82): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function drawWindow(
  c: Canvas,
  rnd: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  evening: boolean,
): void {
  const frame: Rgb = [245, 245, 240];
  c.rect(x - 6, y - 6, w + 12, h + 12, frame);
  c.gradient(
    x,
    y,
    w,
    h,
    evening ? [250, 190, 150] : [150, 200, 240],
    evening ? [200, 170, 210] : [215, 235, 250],
  );
  if (!evening) c.circle(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.12, [255, 245, 200]);
  // A skyline seen through the glass.
  let bx = x;
  while (bx < x + w) {
    const bw = rnd.int(18, 40);
    const bh = rnd.int(Math.round(h * 0.15), Math.round(h * 0.45));
    c.rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, evening ? [150, 130, 160] : [180, 195, 210]);
    bx += bw + rnd.int(2, 8);
  }
  c.rect(x + w / 2 - 3, y, 6, h, frame);
  c.rect(x, y + h / 2 - 3, w, 6, frame);
}

function drawFloor(c: Canvas, y: number, base: Rgb): void {
  c.rect(0, y, c.width, c.height - y, base);
  for (let px = 0; px < c.width; px += 48) c.rect(px, y, 2, c.height - y, shade(base, -0.12));
  c.rect(0, y, c.width, 6, shade(base, -0.25));
}

function bedroom(c: Canvas, rnd: Random, hue: number): void {
  const wall = pastel(hue, 0.35, 0.88);
  c.gradient(0, 0, c.width, 250, shade(wall, 0.3), wall);
  drawFloor(c, 250, pastel(20 + (hue % 25), 0.35, 0.62));
  drawWindow(c, rnd, rnd.int(40, 90), 50, rnd.int(140, 180), rnd.int(110, 140), rnd.chance(0.3));
  const bx = rnd.int(220, 260);
  const blanket = pastel((hue + 180) % 360, 0.5, 0.7);
  c.rect(bx, 200, 230, 90, [140, 105, 80]);
  c.rect(bx + 6, 185, 218, 60, [250, 250, 248]);
  c.rect(bx + 70, 188, 154, 64, blanket);
  c.rect(bx + 12, 190, 50, 26, [255, 255, 255]);
  c.rect(bx - 6, 150, 12, 140, [120, 90, 70]);
  c.rect(30, 300, 150, 40, shade(blanket, 0.35));
}

function studyRoom(c: Canvas, rnd: Random, hue: number): void {
  const wall = pastel(hue, 0.3, 0.9);
  c.gradient(0, 0, c.width, 260, shade(wall, 0.25), wall);
  drawFloor(c, 260, pastel(25 + (hue % 20), 0.3, 0.58));
  drawWindow(c, rnd, rnd.int(250, 300), 40, rnd.int(130, 160), rnd.int(110, 130), rnd.chance(0.25));
  const wood: Rgb = [196, 160, 120];
  c.rect(40, 200, 220, 14, wood);
  c.rect(50, 214, 10, 90, shade(wood, -0.2));
  c.rect(240, 214, 10, 90, shade(wood, -0.2));
  c.rect(110, 130, 90, 60, [50, 55, 65]);
  c.rect(116, 136, 78, 48, pastel((hue + 200) % 360, 0.4, 0.75));
  c.rect(150, 190, 10, 10, [70, 70, 80]);
  c.rect(60, 60, 140, 10, wood);
  for (let i = 0; i < 6; i++) c.rect(66 + i * 20, 30, 14, 30, pastel((hue + i * 50) % 360, 0.5, 0.6));
  c.circle(70, 180, 12, [255, 230, 150]);
  c.rect(66, 186, 8, 14, [90, 90, 90]);
  const chair = pastel((hue + 120) % 360, 0.4, 0.55);
  c.rect(300, 230, 70, 12, chair);
  c.rect(300, 170, 12, 60, chair);
  c.rect(304, 242, 8, 60, shade(chair, -0.3));
  c.rect(360, 242, 8, 60, shade(chair, -0.3));
}

function exterior(c: Canvas, rnd: Random, hue: number): void {
  c.gradient(0, 0, c.width, 300, [160, 205, 240], [225, 240, 250]);
  c.circle(rnd.int(60, 420), rnd.int(40, 80), 26, [255, 250, 215]);
  c.rect(0, 300, c.width, 60, [170, 170, 165]);
  c.rect(0, 296, c.width, 6, [140, 140, 135]);
  const facade = pastel(hue, 0.25, 0.8);
  const floors = rnd.int(3, 6);
  const bw = rnd.int(220, 280);
  const bx = Math.round((c.width - bw) / 2) + rnd.int(-40, 40);
  const top = 300 - floors * 44 - 10;
  c.rect(bx, top, bw, 300 - top, facade);
  c.rect(bx - 8, top - 10, bw + 16, 12, shade(facade, -0.3));
  for (let f = 0; f < floors; f++) {
    for (let wx = bx + 16; wx + 36 <= bx + bw - 10; wx += 48) {
      const lit = rnd.chance(0.3);
      c.rect(wx, top + 14 + f * 44, 36, 26, lit ? [255, 235, 170] : [150, 185, 215]);
    }
  }
  c.rect(bx + bw / 2 - 20, 256, 40, 44, [110, 90, 80]);
  for (const tx of [bx - 50, bx + bw + 40]) {
    c.rect(tx - 4, 250, 8, 50, [120, 90, 60]);
    c.circle(tx, 236, 28, pastel(110 + rnd.int(-20, 20), 0.45, 0.55));
  }
}

function kitchen(c: Canvas, rnd: Random, hue: number): void {
  const tile = pastel(hue, 0.25, 0.9);
  c.rect(0, 0, c.width, 270, tile);
  for (let y = 0; y < 270; y += 30) c.rect(0, y, c.width, 2, shade(tile, -0.1));
  for (let x = 0; x < c.width; x += 30) c.rect(x, 0, 2, 270, shade(tile, -0.1));
  drawFloor(c, 270, [200, 195, 190]);
  const counter = pastel((hue + 160) % 360, 0.3, 0.7);
  c.rect(20, 190, 300, 90, counter);
  c.rect(20, 180, 300, 12, [235, 235, 232]);
  c.rect(70, 182, 80, 8, [170, 180, 190]);
  c.rect(200, 168, 70, 14, [60, 60, 65]);
  for (let i = 0; i < 3; i++) c.rect(30 + i * 100, 200, 90, 70, shade(counter, -0.06 * (i % 2)));
  c.rect(340, 80, 110, 200, [240, 242, 245]);
  c.rect(340, 170, 110, 4, [190, 195, 200]);
  c.rect(430, 110, 6, 40, [170, 175, 180]);
  c.rect(40, 40, 140, 70, shade(counter, 0.2));
  c.rect(rnd.int(200, 260), 60, 60, 40, [210, 220, 230]);
}

const SCENES = [bedroom, studyRoom, exterior, kitchen] as const;

/**
 * A small, deterministic PNG (480×360) for a seed image name: a pastel room, desk, kitchen or building front.
 * Generated locally so the seeded reviews have pictures without shipping or downloading any photo.
 */
export async function renderSeedPhoto(name: string): Promise<Uint8Array> {
  const hash = hashString(name);
  const rnd = new Random(hash);
  const canvas = new Canvas(SEED_PHOTO_WIDTH, SEED_PHOTO_HEIGHT);
  const scene = SCENES[hash % SCENES.length] ?? bedroom;
  scene(canvas, rnd, (hash >>> 8) % 360);
  const { width, height, data } = canvas;
  return new Uint8Array(
    await sharp(data, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}
