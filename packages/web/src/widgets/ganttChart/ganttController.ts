import Gantt, { type FrappeTask } from 'frappe-gantt';
import { frappeTasks, moved, placementOf, type GanttTask, type TaskPlacement } from './ganttTasks';

export interface TaskChange {
  task: GanttTask;
  placement: TaskPlacement;
}

export interface ChartEvents {
  choose: (task: GanttTask) => void;
  /** The tasks one drag changed (a dragged task moves the tasks after it too), once the mouse is let go. */
  change: (changes: TaskChange[]) => void;
}

export interface ChartSettings {
  viewMode: string;
  editable: boolean;
  language: string;
  scrollTo: 'start' | 'today';
  /** Whether a click chooses a task (there is a publish variable): bars are buttons then. */
  choosable: boolean;
}

/**
 * One frappe-gantt chart in an element, as the widget needs it: tasks go in with ids of our own
 * and escaped names (frappe writes names as markup and ids into selectors); a drag is reported
 * once, when the mouse is let go (frappe reports every step of it); a click right after a drag
 * chooses nothing; bars are named for screen readers and, when they can be chosen, are buttons
 * that Enter or Space chooses.
 */
export class GanttController {
  private readonly gantt: Gantt;
  private tasks: readonly GanttTask[];
  private byKey: Map<string, GanttTask>;
  private readonly dates: Intl.DateTimeFormat;
  /** Keys of the tasks the current drag changed. */
  private readonly pending = new Set<string>();
  private dragged = false;
  private selected: string | undefined;
  private readonly observer: MutationObserver;

  constructor(
    private readonly element: HTMLElement,
    tasks: readonly GanttTask[],
    private readonly settings: ChartSettings,
    private readonly events: ChartEvents,
  ) {
    this.tasks = tasks;
    this.byKey = new Map(tasks.map((task) => [task.key, task]));
    this.dates = new Intl.DateTimeFormat(validLanguage(settings.language), { day: 'numeric', month: 'short', year: 'numeric' });
    this.gantt = new Gantt(element, frappeTasks(tasks), {
      view_mode: settings.viewMode,
      readonly: !settings.editable,
      language: validLanguage(settings.language),
      scroll_to: settings.scrollTo,
      today_button: true,
      view_mode_select: false,
      popup_on: 'click',
      popup: (context) => this.fillPopup(context.task, context),
      on_click: (task) => {
        if (this.dragged) return;
        const chosen = this.byKey.get(task.id);
        if (chosen && this.settings.choosable) this.events.choose(chosen);
      },
      on_date_change: (task) => this.pending.add(task.id),
      on_progress_change: (task) => this.pending.add(task.id),
    });
    this.observer = new MutationObserver(() => this.decorate());
    this.observer.observe(this.gantt.$svg, { childList: true, subtree: true });
    this.decorate();
    element.addEventListener('mousedown', this.startGesture, true);
    element.addEventListener('keydown', this.onKeyDown);
    document.addEventListener('mouseup', this.endGesture);
  }

  /** Shows the tasks; when they are the same tasks (after a change was stored or refused), where the visitor scrolled to stays. */
  draw(tasks: readonly GanttTask[]): void {
    const same = tasks.length === this.tasks.length && tasks.every((task, index) => task.id === this.tasks[index]!.id);
    this.tasks = tasks;
    this.byKey = new Map(tasks.map((task) => [task.key, task]));
    this.gantt.hide_popup();
    this.gantt.setup_tasks(frappeTasks(tasks));
    const inRange = this.gantt.tasks.every((task) => task._start >= this.gantt.gantt_start && task._end <= this.gantt.gantt_end);
    if (same && inRange) this.gantt.change_view_mode(undefined, true);
    else this.gantt.change_view_mode();
  }

  /** Outlines the task a click published (by its uri, else its id). */
  select(value: string | undefined): void {
    this.selected = value;
    this.decorate();
  }

  destroy(): void {
    this.observer.disconnect();
    this.element.removeEventListener('mousedown', this.startGesture, true);
    this.element.removeEventListener('keydown', this.onKeyDown);
    document.removeEventListener('mouseup', this.endGesture);
    this.element.replaceChildren();
  }

  private readonly startGesture = () => {
    this.dragged = false;
    this.pending.clear();
  };

  /** After frappe's own mouseup handlers, which report the last step of a drag. */
  private readonly endGesture = () => {
    if (this.pending.size === 0) return;
    const changes: TaskChange[] = [];
    for (const key of this.pending) {
      const task = this.byKey.get(key);
      const shown = this.gantt.tasks.find((candidate) => candidate.id === key);
      if (!task || !shown) continue;
      const placement = placementOf(shown);
      if (moved(task, placement)) changes.push({ task, placement });
    }
    this.pending.clear();
    this.dragged = true;
    if (changes.length > 0) this.events.change(changes);
  };

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || !this.settings.choosable || !(event.target instanceof Element)) return;
    const bar = event.target.closest('.bar-wrapper');
    const task = bar ? this.byKey.get(bar.getAttribute('data-id') ?? '') : undefined;
    if (!task) return;
    event.preventDefault();
    this.events.choose(task);
  };

  /** Written as text: the popup never takes markup from the data. */
  private fillPopup(task: FrappeTask, context: { get_title(): HTMLElement; get_subtitle(): HTMLElement; get_details(): HTMLElement }): void {
    const own = this.byKey.get(task.id);
    const placement = placementOf(task);
    context.get_title().textContent = own?.name ?? '';
    context.get_subtitle().textContent = '';
    context.get_details().textContent = `${this.dayLabel(placement.start)} – ${this.dayLabel(placement.end)} · ${placement.progress}%`;
  }

  private dayLabel(day: string): string {
    const [year, month, date] = day.split('-').map(Number);
    return this.dates.format(new Date(year!, month! - 1, date!));
  }

  /** Names every bar (and makes it a button when a click chooses); frappe draws them anew often. */
  private decorate(): void {
    for (const bar of this.gantt.$svg.querySelectorAll('.bar-wrapper')) {
      const task = this.byKey.get(bar.getAttribute('data-id') ?? '');
      if (!task) continue;
      const label = `${task.name}: ${this.dayLabel(task.start)} – ${this.dayLabel(task.end)}, ${task.progress}%`;
      if (bar.getAttribute('aria-label') !== label) bar.setAttribute('aria-label', label);
      bar.setAttribute('role', this.settings.choosable ? 'button' : 'img');
      if (this.settings.choosable) bar.setAttribute('tabindex', '0');
      bar.setAttribute('data-task', task.id);
      const selected = this.selected !== undefined && (this.selected === task.uri || this.selected === task.id);
      if (selected) bar.setAttribute('data-selected', '');
      else bar.removeAttribute('data-selected');
    }
  }
}

/** A language code Intl and frappe accept; English otherwise. */
function validLanguage(language: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language.trim()]).length > 0 ? language.trim() : 'en';
  } catch {
    return 'en';
  }
}
