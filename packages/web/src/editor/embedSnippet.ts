/**
 * What an author copies into another site to show the app there (docs/embedding.md): the
 * frame, and the script that talks to it through the app's postMessage API
 * (viewer/embedBridge.ts).
 */
export function embedSnippet(serverOrigin: string, projectPath: string, appPath: string): string {
  const src = `${serverOrigin}/embed/${encodeURIComponent(projectPath)}/${encodeURIComponent(appPath)}`;
  return `<iframe id="grafiek-app" src="${src}" style="width: 100%; height: 640px; border: 0" title="Grafiek app"></iframe>
<script>
  const grafiek = document.getElementById('grafiek-app');
  window.addEventListener('message', (event) => {
    if (event.origin !== '${serverOrigin}' || !event.data || !event.data.grafiek) return;
    // ready (with the variables), publish (name, value), variables (the answer to get), error
    console.log('Grafiek says', event.data);
  });
  // Set app variables, as a click in the app would:
  // grafiek.contentWindow.postMessage({ grafiek: 'set', variables: { gemeente: 'GM0344' } }, '${serverOrigin}');
  // Ask for their values (the answer comes as a 'variables' message with the same id):
  // grafiek.contentWindow.postMessage({ grafiek: 'get', id: 1 }, '${serverOrigin}');
</script>`;
}
