import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@playhub/shared/theme';

/** One column of a {@link DataTable}. */
export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-align (amounts). */
  numeric?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/**
 * A real table on wide screens; below `md` each row becomes a card whose cells carry their
 * column name (from `data-label`), so a 390 px phone needs no horizontal scrolling.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" data-numeric={c.numeric || undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.header} data-numeric={c.numeric || undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${media.down('md')} {
    thead {
      display: none;
    }
    tr {
      display: block;
      margin-bottom: ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.sm} 0;
      background: ${({ theme }) => theme.colors.surfaceRaised};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md};
      border: 0;
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
      text-align: right;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;
