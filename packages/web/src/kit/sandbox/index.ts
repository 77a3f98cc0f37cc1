// Author JavaScript (pre-app JavaScript, a table's onClick, <script> blocks in queries) runs only
// in the script sandbox: an opaque-origin iframe reached by postMessage, one worker per call with
// a time limit, seeing only the variables it is given (README, "Author JavaScript").
export { runAuthorScript, runScriptBlocks, logScriptError, type AuthorScript, type SandboxRunner } from './authorScripts';
export { AuthorScriptError, SCRIPT_TIME_LIMIT_MS, SCRIPT_TIMEOUT_ERROR, SANDBOX_ACCESS_ERROR, type SandboxCall, type SandboxAnswer } from './protocol';
export { scriptSandbox, SandboxClient, type SandboxFrame } from './sandboxClient';
