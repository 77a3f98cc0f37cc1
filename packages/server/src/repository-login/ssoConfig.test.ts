import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryDefinitionSchema } from '../repositories/repositoryDefinition.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

/** Where the providers are and who this server is there: never listed to visitors. */
const at = { issuer: 'https://idp.example.org/', clientId: 'grafiek', clientSecretEnv: 'CITY_IDP_SECRET' };

describe('single sign-on configuration of a repository login', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [
        { name: 'demo', kind: 'embedded', public: true, projects: [] },
        repositoryDefinitionSchema.parse({
          name: 'secure',
          kind: 'embedded',
          public: false,
          projects: [],
          sso: [
            { ssoClientId: 'city-idp', label: 'City account', image: '/img/city.svg', uri: 'https://idp.example.org/', ...at },
            { ssoClientId: 'partners', label: 'Partner account', image: '', viewerPaths: ['partner-app'], ...at },
          ],
        }),
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

  it('keeps providers in the definition superadmins manage, and refuses an incomplete or unsafe provider', async () => {
    const put = (sso: object[]) =>
      s.app.inject({
        method: 'PUT',
        url: '/api/repositories/later',
        headers: s.auth('superadmin'),
        payload: { name: 'later', kind: 'remote', queryUrl: 'http://127.0.0.1:9/sparql', sso },
      });
    expect((await put([{ ssoClientId: 'x', label: 'X', ...at }])).statusCode).toBe(200);
    expect(await providers('later', 'any')).toEqual([{ ssoClientId: 'x', label: 'X', image: '' }]);
    const refusal = async (sso: object[]) => {
      const res = await put(sso);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal([{ ssoClientId: 'y', ...at }])).toMatch(/sso\[0\]\.label/);
    expect(await refusal([{ ssoClientId: 'y', label: 'Y' }])).toMatch(/sso\[0\]\.issuer.*sso\[0\]\.clientId/);
    expect(await refusal([{ ssoClientId: 'y', label: 'Y', ...at, issuer: 'http://idp.example.org/' }])).toMatch(
      /sso\[0\]\.issuer: must use https \(plain http only for a provider on this machine\)/,
    );
    expect(await refusal([{ ssoClientId: 'y', label: 'Y', ...at, clientSecretEnv: 'the secret itself!' }])).toMatch(/sso\[0\]\.clientSecretEnv: must be the name of an environment variable/);
    expect(await refusal([{ ssoClientId: 'y', label: 'Y', ...at, scope: 'email' }])).toMatch(/sso\[0\]\.scope: must include openid/);
    expect(await refusal([{ ssoClientId: 'y', label: 'Y', ...at }, { ssoClientId: 'y', label: 'Z', ...at }])).toMatch(/sso\[1\]\.ssoClientId: "y" appears more than once/);
  });
});
