// The Design tokens page's tables, read from the theme contract (`vars`) and the values the light theme gives its
// CSS variables in the browser, so the page always shows what the components use.
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { lightTheme, vars } from '../theme/theme.css.ts';
import { contrastRatio } from './contrast.ts';

type Group = keyof typeof vars;
const varName = (ref: string) => ref.replace(/^var\((--[^,)]+).*$/, '$1');

/** Every token of a group with its value in the light theme. */
function useTokens(group: Group) {
  const probe = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<[string, string][]>([]);
  useLayoutEffect(() => {
    if (!probe.current) return;
    const style = getComputedStyle(probe.current);
    const tokens = vars[group] as Record<string, string>;
    setValues(
      Object.entries(tokens).map(([name, ref]) => [name, style.getPropertyValue(varName(ref)).trim()]),
    );
  }, [group]);
  return { probe, values };
}

/** Foreground tokens and the backgrounds the components draw them on. */
const pairs: [string, string][] = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text', 'surfaceHover'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textDisabled', 'surfaceDisabled'],
  ['brand', 'surface'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onBrand', 'brandPressed'],
  ['border', 'surface'],
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
  ['success', 'successSurface'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['onStatus', 'danger'],
  ['warning', 'warningSurface'],
  ['info', 'infoSurface'],
  ['onTopBar', 'topBar'],
];

const cell: CSSProperties = {
  padding: '6px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
};
const swatch = (color: string): CSSProperties => ({
  display: 'inline-block',
  width: 32,
  height: 20,
  border: `1px solid ${vars.color.borderStrong}`,
  background: color,
  verticalAlign: 'middle',
});

/** What the ratio passes: 4.5:1 for text, 3:1 for large text and for borders, icons and focus rings. */
function verdict(ratio: number | null, nonText: boolean) {
  if (ratio === null) return '—';
  if (nonText) return ratio >= 3 ? 'passes 3:1 (non-text)' : 'FAILS 3:1';
  return ratio >= 7 ? 'AAA text' : ratio >= 4.5 ? 'AA text' : ratio >= 3 ? 'large text only' : 'FAILS';
}

export function ColorTokens() {
  const { probe, values } = useTokens('color');
  const value = new Map(values);
  return (
    <div ref={probe} className={lightTheme}>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left' }}>
          Colour pairs: contrast of each foreground on its background
        </caption>
        <thead>
          <tr>
            <th style={cell}>Foreground</th>
            <th style={cell}>Background</th>
            <th style={cell}>Sample</th>
            <th style={cell}>Contrast</th>
            <th style={cell}>WCAG 2.2</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(([fg, bg]) => {
            const ratio = contrastRatio(value.get(fg) ?? '', value.get(bg) ?? '');
            const nonText = /border|focusRing/.test(fg);
            return (
              <tr key={`${fg}-${bg}`}>
                <td style={cell}>
                  <code>{fg}</code> {value.get(fg)}
                </td>
                <td style={cell}>
                  <code>{bg}</code> {value.get(bg)}
                </td>
                <td style={cell}>
                  <span style={{ padding: '2px 8px', color: value.get(fg), background: value.get(bg) }}>
                    Aa 123
                  </span>
                </td>
                <td style={cell}>{ratio === null ? '—' : `${ratio.toFixed(2)}:1`}</td>
                <td style={cell}>{verdict(ratio, nonText)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse', marginTop: 24 }}>
        <caption style={{ textAlign: 'left' }}>Every colour token</caption>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            <th style={cell}>Swatch</th>
            <th style={cell}>On surface</th>
          </tr>
        </thead>
        <tbody>
          {values.map(([name, color]) => {
            const ratio = contrastRatio(color, value.get('surface') ?? '#ffffff');
            return (
              <tr key={name}>
                <td style={cell}>
                  <code>vars.color.{name}</code>
                </td>
                <td style={cell}>{color}</td>
                <td style={cell}>
                  <span style={swatch(color)} />
                </td>
                <td style={cell}>{ratio === null ? '—' : `${ratio.toFixed(2)}:1`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Spacing, radii, type sizes, weights and line heights, each drawn at its size. */
export function ScaleTokens({ group }: { group: Exclude<Group, 'color'> }) {
  const { probe, values } = useTokens(group);
  const sample = (value: string): CSSProperties => {
    if (group === 'space')
      return { display: 'inline-block', height: 12, width: value, background: vars.color.brand };
    if (group === 'radius')
      return {
        display: 'inline-block',
        width: 48,
        height: 32,
        border: `2px solid ${vars.color.brand}`,
        borderRadius: value,
      };
    if (group === 'fontSize') return { fontSize: value };
    if (group === 'fontWeight') return { fontWeight: value };
    if (group === 'lineHeight') return { lineHeight: value, display: 'inline-block', maxWidth: 220 };
    if (group === 'elevation') return { display: 'inline-block', width: 64, height: 32, boxShadow: value };
    if (group === 'font') return { fontFamily: value };
    return {};
  };
  const text = ['fontSize', 'fontWeight', 'lineHeight', 'font'].includes(group);
  return (
    <div ref={probe} className={lightTheme}>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            <th style={cell}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {values.map(([name, value]) => (
            <tr key={name}>
              <td style={cell}>
                <code>
                  vars.{group}.{name}
                </code>
              </td>
              <td style={cell}>{value}</td>
              <td style={cell}>
                <span style={sample(value)}>{text ? 'Strata fees are due on the first' : null}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
