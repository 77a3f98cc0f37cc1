/** The messages between the page and the Python worker. */

export interface RunRequest {
  type: 'run';
  id: number;
  code: string;
  /** PythonInputs as JSON. */
  inputs: string;
}

/** Loads Python ahead of the first run (while the widget's query is still on its way). */
export interface LoadRequest {
  type: 'load';
}

export type WorkerRequest = RunRequest | LoadRequest;

export type WorkerReply =
  /** Python is loaded and the run's code starts now: its time limit begins. */
  | { id: number; type: 'started' }
  /** `result` is a PythonResult as JSON; `output` what the code printed. */
  | { id: number; type: 'done'; output: string; result: string }
  /** Python could not be started, or the run failed outside the author's code. */
  | { id: number; type: 'failed'; output: string; error: string };
