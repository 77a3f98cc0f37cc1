export interface TextPublisherOptions {
  /** The pause after the last change before the text is published. */
  waitMs: number;
  publish: (value: string) => void;
  /** Published for an empty field, so followers see the variable as unset. */
  resetValue: string;
}

/**
 * When a text field publishes: a change waits for the pause after the last key (each key starts
 * the pause again), Enter publishes at once, and an emptied field publishes the reset value.
 * Text that was already published is not published again after a pause, but Enter always
 * publishes, so a visitor can run the same search again.
 */
export class TextPublisher {
  readonly #options: TextPublisherOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastPublished: string | undefined;

  constructor(options: TextPublisherOptions) {
    this.#options = options;
  }

  /** The value a field's text is published as. */
  valueOf(text: string): string {
    return text.trim() === '' ? this.#options.resetValue : text;
  }

  /** Someone typed: publish after the pause, unless they type again first. */
  changed(text: string): void {
    this.cancel();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const value = this.valueOf(text);
      if (value !== this.#lastPublished) this.#send(value);
    }, this.#options.waitMs);
  }

  /** Enter, a clear button, or a value from elsewhere: publish now. */
  now(text: string): void {
    this.cancel();
    this.#send(this.valueOf(text));
  }

  /** Remembers a value that reached the variable some other way, so a pause does not repeat it. */
  known(value: string): void {
    this.#lastPublished = value;
  }

  get pending(): boolean {
    return this.#timer !== undefined;
  }

  cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #send(value: string): void {
    this.#lastPublished = value;
    this.#options.publish(value);
  }
}
