import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Block = styled.span<{ $w: string; $h: string; $r: string }>`
  display: block;
  flex: none;
  width: ${({ $w }) => $w};
  max-width: 100%;
  height: ${({ $h }) => $h};
  border-radius: ${({ $r }) => $r};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Stack = styled.span<{ $gap: string; $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  gap: ${({ $gap }) => $gap};
`;

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** Props of {@link Skeleton}: give the size of the content it stands for so nothing jumps on load. */
export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  /** Number of blocks. */
  count?: number;
  gap?: number | string;
  /** Lay blocks out in a row instead of a column. */
  row?: boolean;
  className?: string;
}

/** Placeholder blocks of fixed size shown while content loads; hidden from assistive tech. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 8,
  count = 1,
  gap = 8,
  row = false,
  className,
}: SkeletonProps) {
  const blocks = Array.from({ length: count }, (_, i) => (
    <Block key={i} $w={px(width)} $h={px(height)} $r={px(radius)} />
  ));
  return (
    <Stack aria-hidden="true" data-testid="skeleton" $gap={px(gap)} $row={row} className={className}>
      {blocks}
    </Stack>
  );
}
