import styled from 'styled-components';

/** Minimal footer of the platform foundation; the full SPEC §2 footer replaces it. */
export function ShellFooter() {
  return <Foot>© {new Date().getFullYear()} playhub</Foot>;
}

const Foot = styled.footer`
  padding: 1rem;
  opacity: 0.8;
`;
