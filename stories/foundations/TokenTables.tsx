import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../../packages/ui/src/tokens/tokens.css?raw';

// The tables read tokens.css itself, so the documentation can never drift from the tokens.
export interface Token {
  name: string;
  value: string;
}

export function parseTokens(css: string): Token[] {
  const rootBlock = css.slice(css.indexOf(':root'), css.indexOf('@media'));
  return [...rootBlock.matchAll(/(--jb-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => ({
    name: m[1] ?? '',
    value: (m[2] ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

const tokens = parseTokens(tokensCss);
const group = (prefix: string) => tokens.filter((t) => t.name.startsWith(prefix));

const cell = {
  padding: 'var(--jb-space-3)',
  borderBottom: '1px solid var(--jb-color-divider)',
  textAlign: 'left' as const,
};

function Table({
  caption,
  rows,
  preview,
}: {
  caption: string;
  rows: Token[];
  preview: (t: Token) => ReactNode;
}) {
  return (
    <table
      style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 'var(--jb-space-8)', fontSize: 14 }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: 18, padding: 'var(--jb-space-3) 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            미리보기
          </th>
          <th style={cell} scope="col">
            토큰
          </th>
          <th style={cell} scope="col">
            값
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td style={cell}>{preview(t)}</td>
            <td style={cell}>
              <code>{t.name}</code>
            </td>
            <td style={cell}>
              <code>{t.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table whose preview is a decorative box styled from the token (`var(--jb-…)`). */
function SwatchTable({
  caption,
  prefix,
  style,
}: {
  caption: string;
  prefix: string;
  style: (v: string) => CSSProperties;
}) {
  return (
    <Table
      caption={caption}
      rows={group(prefix)}
      preview={(t) => (
        <span aria-hidden="true" style={{ display: 'inline-block', ...style(`var(${t.name})`) }} />
      )}
    />
  );
}

export const ColorTokens = () => (
  <SwatchTable
    caption="색상"
    prefix="--jb-color-"
    style={(v) => ({
      width: 48,
      height: 32,
      borderRadius: 'var(--jb-radius-sm)',
      border: '1px solid var(--jb-color-border)',
      background: v,
    })}
  />
);

export const SpacingTokens = () => (
  <SwatchTable
    caption="간격"
    prefix="--jb-space-"
    style={(v) => ({ height: 12, width: v, background: 'var(--jb-color-brand-400)' })}
  />
);

export const RadiusTokens = () => (
  <SwatchTable
    caption="모서리"
    prefix="--jb-radius-"
    style={(v) => ({
      width: 48,
      height: 48,
      borderRadius: v,
      background: 'var(--jb-color-brand-100)',
      border: '1px solid var(--jb-color-brand-300)',
    })}
  />
);

export function TypographyTokens() {
  return (
    <Table
      caption="글자 크기 (Pretendard)"
      rows={group('--jb-font-size-')}
      preview={(t) => (
        <span style={{ fontSize: `var(${t.name})`, whiteSpace: 'nowrap' }}>찐빵 후기 가나다</span>
      )}
    />
  );
}

export const ShadowTokens = () => (
  <SwatchTable
    caption="그림자"
    prefix="--jb-shadow-"
    style={(v) => ({
      width: 64,
      height: 40,
      borderRadius: 'var(--jb-radius-md)',
      background: 'var(--jb-color-surface)',
      boxShadow: v,
    })}
  />
);

export function MotionAndLayoutTokens() {
  const rows = [
    ...group('--jb-duration-'),
    ...group('--jb-easing-'),
    ...group('--jb-z-'),
    ...group('--jb-layout-'),
    ...group('--jb-safe-'),
    ...group('--jb-header-'),
    ...group('--jb-bottom-nav-'),
    ...group('--jb-tap-'),
  ];
  return (
    <Table
      caption="움직임 · 쌓임 순서 · 레이아웃"
      rows={rows}
      preview={() => <span aria-hidden="true">—</span>}
    />
  );
}

export function AllTokens() {
  return (
    <div
      style={{ maxWidth: 760, fontFamily: 'var(--jb-font-family)', color: 'var(--jb-color-text-primary)' }}
    >
      <ColorTokens />
      <SpacingTokens />
      <RadiusTokens />
      <TypographyTokens />
      <ShadowTokens />
      <MotionAndLayoutTokens />
    </div>
  );
}

export const tokenCount = tokens.length;
