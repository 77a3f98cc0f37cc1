/**
 * vis-network as this widget loads it: the "peer" build with vis-data's own DataSet, and the
 * stylesheet as a file. Only the view imports this module.
 *
 * Why peer and not standalone: the standalone ESM build carries a private copy of vis-data (and
 * of vis-util) inside it, so using it beside the `vis-data` package ships vis-data twice and
 * its DataSet would have to come from the standalone bundle instead; it is also 650 KB minified
 * against 410 KB, and it injects its CSS as <style> elements when imported. The peer build
 * imports `vis-data/peer` (the same module `vis-data` resolves to, so one copy), and its
 * CSS is a plain stylesheet that Vite emits beside this lazy chunk and loads with a <link>.
 *
 * Under the server's Content-Security-Policy (no 'unsafe-eval'): neither package evaluates
 * code; the only `Function('return this')` in them is core-js's last-resort global lookup, never
 * reached in a browser with `globalThis`. vis-network positions its tooltip and toolbar with
 * inline style attributes, which the policy allows.
 */
import 'vis-network/styles/vis-network.min.css';

export { Network, type Options, type Node, type Edge, type IdType } from 'vis-network/peer';
export { DataSet } from 'vis-data/peer';
