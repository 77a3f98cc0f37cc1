// The few platform API calls the benchmark makes to set up apps, as a superadmin.

/**
 * @param {import('./benchServer.mjs').BenchServer} server
 * @param {string} method @param {string} path @param {unknown} body
 */
async function call(server, method, path, body) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Creates the project unless it exists. @param {import('./benchServer.mjs').BenchServer} server @param {string} projectPath */
export async function ensureProject(server, projectPath) {
  const response = await fetch(`${server.url}/api/projects/${projectPath}`, { headers: { authorization: `Bearer ${server.adminToken}` } });
  if (response.ok) return;
  await call(server, 'POST', '/api/projects', { title: `Benchmark ${projectPath}`, path: projectPath });
}

/**
 * Saves an app in the project and returns its viewer route.
 * @param {import('./benchServer.mjs').BenchServer} server
 * @param {string} projectPath
 * @param {Record<string, unknown> & { path: string, title: string }} app
 */
export async function createApp(server, projectPath, app) {
  await ensureProject(server, projectPath);
  await call(server, 'POST', `/api/projects/${projectPath}/viewers`, app);
  return `/projects/${projectPath}/${app.path}`;
}
