// WCAG 2.2 contrast ratio of two sRGB colours (#rrggbb or rgb()/rgba() over white), as the a11y panel computes it.

type Rgb = [number, number, number];

/** Parses `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])`; a translucent colour is composited over `under`. */
export function parseColor(value: string, under: Rgb = [255, 255, 255]): Rgb | null {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,/\s]+([\d.]+%?))?\s*\)$/i.exec(text);
  if (!rgb) return null;
  const alphaText = rgb[4] ?? '1';
  const alpha = alphaText.endsWith('%') ? Number.parseFloat(alphaText) / 100 : Number.parseFloat(alphaText);
  const [r, g, b] = under;
  return [
    Number(rgb[1]) * alpha + r * (1 - alpha),
    Number(rgb[2]) * alpha + g * (1 - alpha),
    Number(rgb[3]) * alpha + b * (1 - alpha),
  ];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio (1 to 21) of two colours, or null when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const bg = parseColor(background);
  const fg = bg && parseColor(foreground, bg);
  if (!bg || !fg) return null;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
