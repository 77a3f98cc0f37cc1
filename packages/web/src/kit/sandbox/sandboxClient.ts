import {
  AuthorScriptError,
  READY_MESSAGE,
  RUN_MESSAGE,
  SANDBOX_PAGE_PATH,
  SANDBOX_UNAVAILABLE_ERROR,
  SCRIPT_TIME_LIMIT_MS,
  readAnswer,
  type RunMessage,
  type SandboxAnswer,
  type SandboxCall,
} from './protocol';

/** The sandbox page as the client sees it: what it sends there and what comes back from it alone. */
export interface SandboxFrame {
  post(message: RunMessage): void;
  /** Messages that come from the sandbox page (and from nothing else); returns the unsubscribe. */
  listen(handler: (data: unknown) => void): () => void;
  close(): void;
}

export interface SandboxClientOptions {
  /** How long the page may take to load. */
  loadMs?: number;
  /**
   * How long an answer may take before the client gives up on the page itself. The page answers
   * a runaway call after SCRIPT_TIME_LIMIT_MS; this only catches a page that is gone.
   */
  answerMs?: number;
}

interface Pending {
  resolve: (answer: SandboxAnswer) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const unavailable = (why: string) => new AuthorScriptError(SANDBOX_UNAVAILABLE_ERROR, `the script sandbox ${why}`);

/**
 * Talks to the one sandbox page of this browser tab: opens it on the first call, waits for it to
 * say it is ready, and matches answers to calls by a request id. Calls run in parallel (each in a
 * worker of its own in the page). When the page does not load, the calls fail and the next call
 * opens it anew.
 */
export class SandboxClient {
  readonly #openFrame: () => SandboxFrame;
  readonly #loadMs: number;
  readonly #answerMs: number;
  readonly #pending = new Map<string, Pending>();
  #frame: SandboxFrame | undefined;
  #ready: Promise<SandboxFrame> | undefined;
  #nextId = 0;

  constructor(openFrame: () => SandboxFrame, options: SandboxClientOptions = {}) {
    this.#openFrame = openFrame;
    this.#loadMs = options.loadMs ?? 15_000;
    this.#answerMs = options.answerMs ?? 15_000 + SCRIPT_TIME_LIMIT_MS;
  }

  async run(call: SandboxCall): Promise<SandboxAnswer> {
    const frame = await this.#open();
    const id = `call-${++this.#nextId}`;
    return new Promise<SandboxAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(unavailable('did not answer'));
      }, this.#answerMs);
      this.#pending.set(id, { resolve, reject, timer });
      try {
        frame.post({ type: RUN_MESSAGE, id, call });
      } catch (error) {
        // A value the browser cannot copy to another window (a function, say) among the data.
        clearTimeout(timer);
        this.#pending.delete(id);
        reject(new AuthorScriptError('DataCloneError', `the call cannot be sent to the sandbox: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  }

  #open(): Promise<SandboxFrame> {
    this.#ready ??= new Promise<SandboxFrame>((resolve, reject) => {
      const frame = this.#openFrame();
      this.#frame = frame;
      const timer = setTimeout(() => {
        this.#reset();
        reject(unavailable('did not load'));
      }, this.#loadMs);
      frame.listen((data) => {
        if (data && typeof data === 'object' && (data as { type?: unknown }).type === READY_MESSAGE) {
          clearTimeout(timer);
          resolve(frame);
          return;
        }
        const answer = readAnswer(data);
        if (!answer) return;
        const pending = this.#pending.get(answer.id);
        if (!pending) return;
        this.#pending.delete(answer.id);
        clearTimeout(pending.timer);
        pending.resolve(answer.answer);
      });
    });
    return this.#ready;
  }

  #reset(): void {
    this.#frame?.close();
    this.#frame = undefined;
    this.#ready = undefined;
  }
}

/** The sandbox page in a hidden iframe with sandbox="allow-scripts" (no allow-same-origin). */
export function openSandboxIframe(src = `${import.meta.env.BASE_URL}${SANDBOX_PAGE_PATH}`): SandboxFrame {
  const iframe = document.createElement('iframe');
  // Before src: the page must never load with the app's origin.
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = 'Script sandbox';
  iframe.hidden = true;
  iframe.tabIndex = -1;
  iframe.setAttribute('aria-hidden', 'true');
  iframe.setAttribute('data-grafiek-sandbox', '');
  iframe.src = src;
  const listeners = new Set<(event: MessageEvent) => void>();
  document.body.append(iframe);
  return {
    // The page's origin is opaque ("null"): '*' is the only target that reaches it. What is
    // sent is the call's own data; the page can only be framed by this origin (frame-ancestors).
    post: (message) => iframe.contentWindow?.postMessage(message, '*'),
    listen: (handler) => {
      const listener = (event: MessageEvent) => {
        if (event.source !== null && event.source === iframe.contentWindow) handler(event.data);
      };
      listeners.add(listener);
      window.addEventListener('message', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('message', listener);
      };
    },
    close: () => {
      for (const listener of listeners) window.removeEventListener('message', listener);
      listeners.clear();
      iframe.remove();
    },
  };
}

let shared: SandboxClient | undefined;

/** The tab's sandbox; its page is opened by the first call, not before. */
export function scriptSandbox(): SandboxClient {
  shared ??= new SandboxClient(() => openSandboxIframe());
  return shared;
}
