// Every scenario the runner knows, in the order of issue #8, then those of later issues.
import { bigResults } from './bigResults.mjs';
import { cluster } from './cluster.mjs';
import { coldLoad } from './coldLoad.mjs';
import { editableTable } from './editableTable.mjs';
import { embeddedStore } from './embeddedStore.mjs';
import { federation } from './federation.mjs';
import { initialJavaScript } from './initialJavaScript.mjs';
import { interaction } from './interaction.mjs';
import { nebula } from './nebula.mjs';
import { soak } from './soak.mjs';
import { sparqlEndpoint } from './sparqlEndpoint.mjs';
import { tree } from './tree.mjs';
import { variableStore } from './variableStore.mjs';
import { workbench } from './workbench.mjs';

/** @type {import('../lib/figure.mjs').Scenario[]} */
export const scenarios = [coldLoad, interaction, initialJavaScript, sparqlEndpoint, bigResults, embeddedStore, variableStore, tree, editableTable, federation, workbench, nebula, soak, cluster];
