import { prewarm, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/*
 * MapLibre 6 looks for its worker next to its own module (import.meta.url). Bundled, that module
 * is one of our chunks and the worker file is not beside it, so the bundler copies the worker as
 * an asset and we say where it is. It is served from this origin, which the
 * Content-Security-Policy allows for workers (worker-src 'self' blob:); no eval, no inline script.
 * Everything that draws a map imports MapLibre through this module, so this runs first.
 */
setWorkerUrl(workerUrl);
// A map is made only once its data has arrived; starting the workers now, while the query is
// still on its way, takes fetching and starting the worker script off the first map's path.
prewarm();

export { GeoJSONSource, Map, NavigationControl, Popup } from 'maplibre-gl';
