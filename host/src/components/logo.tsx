import styled from 'styled-components';

/**
 * The playhub wordmark (inline SVG: no image request on first paint). `markOnly` draws just the
 * square mark, for a phone header that needs the room.
 */
export function LogoMark({ height = 28, markOnly = false }: { height?: number; markOnly?: boolean }) {
  const width = markOnly ? 28 : 132;
  return (
    <Svg
      viewBox={`0 0 ${width} 32`}
      height={height}
      width={(height * width) / 32}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="3" width="26" height="26" rx="7" fill="#f5c518" />
      <path d="M10 10l10 6-10 6z" fill="#0b1020" />
      {!markOnly && (
        <text x="34" y="23" fill="currentColor" fontSize="20" fontWeight="700" letterSpacing="0.3">
          {/* eslint-disable-next-line playhub/no-literal-text -- the brand name reads the same in every language */}
          playhub
        </text>
      )}
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  color: ${(p) => p.theme.colors.text};
`;
