import { KeyboardCode, KeyboardSensor, type KeyboardSensorProps, type SensorInstance } from '@dnd-kit/core';
import { getOwnerDocument } from '@dnd-kit/utilities';

/** dnd-kit's own defaults (not exported): the keys that drop or cancel a keyboard drag. */
const DEFAULT_END = [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab];
const DEFAULT_CANCEL = [KeyboardCode.Esc];
const ARROWS = [KeyboardCode.Down, KeyboardCode.Right, KeyboardCode.Up, KeyboardCode.Left];
/** A drag that does not settle (nothing to drop on) stops waiting after this, so Escape still works. */
const GIVE_UP_MS = 2000;
const FRAME_MS = 16;

/**
 * dnd-kit's KeyboardSensor, without losing the keys pressed just after the pickup. The library starts listening
 * for arrows and Space only in a setTimeout after Space picked the item up (so that Space is not read as the
 * drop), and an arrow only moves once the drag's rects are measured, a render later. On a busy main thread that
 * gap lasts hundreds of milliseconds, and a key pressed in it was silently dropped: Space, ArrowRight, Space left
 * the field where it was (issue 16: the Sort Rows keyboard move that "sometimes does not land"). This sensor
 * listens from the pickup on, holds the keys that came too early, and hands them to dnd-kit in order, each once
 * dnd-kit has settled the previous one (measured, and the target under the item known, as a Space drop reads it).
 */
export class SteadyKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;

  private readonly inner: KeyboardSensor;
  private readonly doc: Document;
  private readonly held: KeyboardEvent[] = [];
  private readonly replays = new WeakSet<Event>();
  private readonly codes: string[];
  /** Since when the next held key has been waiting for dnd-kit to settle. */
  private waiting = Date.now();
  /** dnd-kit's own keydown listener is attached (its setTimeout ran before ours). */
  private listening = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly props: KeyboardSensorProps) {
    const { keyboardCodes } = props.options;
    this.codes = [...ARROWS, ...(keyboardCodes?.end ?? DEFAULT_END), ...(keyboardCodes?.cancel ?? DEFAULT_CANCEL)];
    this.doc = getOwnerDocument(props.event.target);
    this.doc.addEventListener('keydown', this.hold, true);
    this.inner = new KeyboardSensor({
      ...props,
      onEnd: () => {
        this.stop();
        props.onEnd();
      },
      onCancel: () => {
        this.stop();
        props.onCancel();
      },
    });
    // Queued after the inner sensor's own setTimeout, so it runs once dnd-kit listens.
    setTimeout(() => {
      this.listening = true;
      this.flush();
    });
  }

  get autoScrollEnabled() {
    return this.inner.autoScrollEnabled;
  }

  /**
   * True once dnd-kit reads a key as it would after a pause: it listens, has measured the dragged item and the drop
   * targets, and its `over` (what a drop lands on, set in an effect) is the collision of the last move.
   */
  private ready() {
    if (!this.listening) return false;
    const { collisionRect, droppableRects, collisions, over } = this.props.context.current;
    const settled =
      collisionRect !== null && droppableRects.size > 0 && (over?.id ?? null) === (collisions?.[0]?.id ?? null);
    return settled || Date.now() - this.waiting > GIVE_UP_MS;
  }

  private readonly hold = (event: KeyboardEvent) => {
    if (event === this.props.event || this.replays.has(event) || !this.codes.includes(event.code)) return;
    // Keys that come later than the held ones wait their turn too, so the order is kept.
    if (this.held.length === 0 && this.ready()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.held.push(event);
    this.schedule();
  };

  private schedule() {
    if (this.timer === undefined && !this.stopped) this.timer = setTimeout(this.flush, FRAME_MS);
  }

  private readonly flush = () => {
    this.timer = undefined;
    if (this.stopped || this.held.length === 0) return;
    if (!this.ready()) return this.schedule();
    const early = this.held.shift()!;
    const replay = new KeyboardEvent('keydown', {
      key: early.key,
      code: early.code,
      shiftKey: early.shiftKey,
      bubbles: true,
      cancelable: true,
    });
    this.replays.add(replay);
    this.waiting = Date.now();
    this.doc.dispatchEvent(replay);
    if (this.held.length > 0) this.schedule();
  };

  private stop() {
    this.stopped = true;
    this.held.length = 0;
    clearTimeout(this.timer);
    this.doc.removeEventListener('keydown', this.hold, true);
  }
}
