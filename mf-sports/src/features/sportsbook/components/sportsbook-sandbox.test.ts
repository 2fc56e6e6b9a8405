import { sportsbookSandbox } from './sportsbook-frame';

describe('sportsbookSandbox', () => {
  it('keeps the sportsbook on its own origin when that is not the site', () => {
    const sandbox = sportsbookSandbox(
      new URL('http://localhost:8081/api/demo/sportsbook/betsy'),
      'http://localhost:8080',
    );
    expect(sandbox.split(' ')).toContain('allow-same-origin');
    expect(sandbox.split(' ')).not.toContain('allow-top-navigation');
  });

  it('never gives the site origin to a frame served from it', () => {
    const sandbox = sportsbookSandbox(
      new URL('http://localhost:8080/api/demo/sportsbook/betsy'),
      'http://localhost:8080',
    );
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
    expect(sandbox.split(' ')).toContain('allow-scripts');
  });
});
