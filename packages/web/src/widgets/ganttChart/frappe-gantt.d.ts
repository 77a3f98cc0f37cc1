// frappe-gantt ships no types; these are the parts of its class the Gantt chart widget uses
// (its own fields included, read to keep the scroll position across a redraw).
declare module 'frappe-gantt' {
  export interface FrappeTask {
    id: string;
    name: string;
    start: string;
    end: string;
    progress?: number;
    dependencies?: string | string[];
    /** Set by frappe-gantt: the first moment and the moment after the last day. */
    _start: Date;
    _end: Date;
  }

  export interface FrappePopupContext {
    task: FrappeTask;
    get_title(): HTMLElement;
    get_subtitle(): HTMLElement;
    get_details(): HTMLElement;
  }

  export interface FrappeOptions {
    view_mode?: string;
    view_mode_select?: boolean;
    readonly?: boolean;
    language?: string;
    scroll_to?: string | null;
    today_button?: boolean;
    popup?: false | ((context: FrappePopupContext) => string | false | void);
    popup_on?: 'click' | 'hover';
    container_height?: number | 'auto';
    move_dependencies?: boolean;
    on_click?: (task: FrappeTask) => void;
    on_date_change?: (task: FrappeTask, start: Date, end: Date) => void;
    on_progress_change?: (task: FrappeTask, progress: number) => void;
  }

  export default class Gantt {
    constructor(wrapper: HTMLElement, tasks: object[], options?: FrappeOptions);
    tasks: FrappeTask[];
    gantt_start: Date;
    gantt_end: Date;
    $container: HTMLElement;
    $svg: SVGSVGElement;
    setup_tasks(tasks: object[]): void;
    refresh(tasks: object[]): void;
    change_view_mode(mode?: string, maintainPosition?: boolean): void;
    hide_popup(): void;
  }
}
