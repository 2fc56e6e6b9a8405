import { urlSandbox } from './game-frame';

describe('urlSandbox', () => {
  it('lets a provider on another origin keep it', () => {
    expect(
      urlSandbox('http://localhost:8081/api/demo/game/egt?session=x', 'http://localhost:8080').split(' '),
    ).toContain('allow-same-origin');
  });

  it('never gives the site origin to a launch URL on it, relative or absolute', () => {
    for (const url of ['http://localhost:8080/api/demo/game/egt?session=x', '/api/demo/game/egt?session=x'])
      expect(urlSandbox(url, 'http://localhost:8080').split(' ')).not.toContain('allow-same-origin');
  });
});
