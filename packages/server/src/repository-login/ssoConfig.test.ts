import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

describe('single sign-on configuration of a repository login', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [
        { name: 'demo', kind: 'embedded', public: true, projects: [] },
        {
          name: 'secure',
          kind: 'embedded',
          public: false,
          projects: [],
          sso: [
            { ssoClientId: 'city-idp', label: 'City account', image: '/img/city.svg', uri: 'https://idp.example.org/' },
            { ssoClientId: 'partners', label: 'Partner account', image: '', viewerPaths: ['partner-app'] },
          ],
        },
      ],
    });
  });
  afterAll(async () => s?.close());

  const providers = async (repo: string, viewerPath: string) => {
    const res = await s.app.inject({ method: 'GET', url: `/servlets/cgi/api/ssoconfig/repo/${repo}/viewer/${viewerPath}`, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the providers of the repository that the app offers, to anyone', async () => {
    expect(await providers('secure', 'main')).toEqual([{ ssoClientId: 'city-idp', label: 'City account', image: '/img/city.svg', uri: 'https://idp.example.org/' }]);
    expect((await providers('secure', 'partner-app')).map((p: { ssoClientId: string }) => p.ssoClientId)).toEqual(['city-idp', 'partners']);
  });

  it('answers an empty list for a repository without providers and for an unknown repository', async () => {
    expect(await providers('demo', 'main')).toEqual([]);
    expect(await providers('nowhere', 'main')).toEqual([]);
  });

  it('keeps providers in the definition superadmins manage, and refuses a provider without a label', async () => {
    const put = (sso: object[]) =>
      s.app.inject({
        method: 'PUT',
        url: '/api/repositories/later',
        headers: s.auth('superadmin'),
        payload: { name: 'later', kind: 'remote', queryUrl: 'http://127.0.0.1:9/sparql', sso },
      });
    expect((await put([{ ssoClientId: 'x', label: 'X' }])).statusCode).toBe(200);
    expect(await providers('later', 'any')).toEqual([{ ssoClientId: 'x', label: 'X', image: '' }]);
    const bad = await put([{ ssoClientId: 'y' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sso\[0\]\.label/);
  });
});
