// Simple line icons (24×24 stroke paths) so the menu needs no icon files.
const paths: Record<string, string> = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4h4',
  phone: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3 17h2',
  down: 'M12 4v12m-5-5 5 5 5-5M5 20h14',
  up: 'M12 20V8m-5 5 5-5 5 5M5 4h14',
  lock: 'M6 11h12v10H6zm2 0V7a4 4 0 0 1 8 0v4',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm4 5h.01M15 15h.01M12 12h.01',
  gift: 'M4 10h16v4H4zm2 4h12v7H6zm6-4v11M12 10c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v5l3 3',
  monitor: 'M3 4h18v12H3zm6 16h6m-3-4v4',
  exit: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  shield: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zm-3 9l2 2 4-4',
  idcard: 'M3 5h18v14H3zm4 5a2 2 0 1 0 4 0 2 2 0 0 0-4 0zm-1 6a3 3 0 0 1 6 0m3-7h4m-4 3h3',
  chat: 'M4 5h16v11H9l-5 4zm4 4h8m-8 3h5',
};

/** Decorative icon of a menu entry. */
export function MenuIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name] ?? paths.list} />
    </svg>
  );
}
