import type { TFunction } from 'i18next';
import type { TreeNote } from './treeModel';

/** A note or problem of the tree in the reader's language (texts widget.tree.*). */
export function treeNoteText(t: TFunction, note: TreeNote): string {
  switch (note.kind) {
    case 'withoutUri':
      return t('widget.tree.withoutUri', { count: note.count });
    case 'cycles':
      return t('widget.tree.cycles', { count: note.count, roots: note.roots });
    case 'noUri':
      return t('widget.tree.noUri', { selected: note.selected || t('widget.tree.nothing') });
  }
}
