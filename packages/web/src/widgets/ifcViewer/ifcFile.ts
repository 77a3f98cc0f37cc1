import { readErrorBody } from '../../api/ApiError';
import { loginHeaders } from '../../api/loginCookie';
import { fileLabel } from './ifcRows';

/** An IFC file that cannot be shown; the message says why, for the visitor. */
export class IfcFileError extends Error {}

/** Every IFC file in the STEP form (.ifc) starts with this. */
const STEP_MAGIC = 'ISO-10303-21';

/**
 * Why these bytes are not an .ifc file the viewer can read, or null. Checked before the engine
 * gets them: web-ifc makes an empty model of anything, which would look like an empty building.
 */
export function ifcContentProblem(name: string, bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return `"${name}" is empty.`;
  // UTF-8 decoding drops a byte order mark, which some exporters write.
  const head = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart();
  if (head.startsWith('PK')) return `"${name}" is compressed (.ifczip or .zip): unpack it and give the .ifc file.`;
  if (!head.startsWith(STEP_MAGIC)) return `"${name}" is not an IFC file: an .ifc file starts with ${STEP_MAGIC}.`;
  return null;
}

/**
 * Fetches an .ifc file: one this server keeps (`/api/download/...`, with the visitor's login) or
 * any other address the browser may reach (without it: the token never leaves this server).
 */
export async function fetchIfcBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const name = fileLabel(url);
  let address: URL;
  try {
    address = new URL(url, window.location.href);
  } catch {
    throw new IfcFileError(`"${url}" is not an address the viewer can load a model from.`);
  }
  const own = address.origin === window.location.origin;
  let response: Response;
  try {
    response = await fetch(address, { headers: own ? loginHeaders() : {}, credentials: own ? 'include' : 'omit', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new IfcFileError(`"${name}" could not be fetched from ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new IfcFileError(`"${name}" could not be fetched (${response.status}): ${(await readErrorBody(response)).message}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const problem = ifcContentProblem(name, bytes);
  if (problem) throw new IfcFileError(problem);
  return bytes;
}
