import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastSink, TOAST_DURATION, toast } from './toast';

/** Just enough DOM for the built-in renderer. */
class FakeElement {
  id = '';
  className = '';
  textContent = '';
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  append(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
  }
}

let body: FakeElement;

beforeEach(() => {
  vi.useFakeTimers();
  body = new FakeElement();
  vi.stubGlobal('document', {
    body,
    createElement: () => new FakeElement(),
    getElementById: (id: string) => body.children.find((child) => child.id === id) ?? null,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setToastSink(null);
});

describe('toast', () => {
  it('shows success as a status for 1,500 ms and errors as an alert for 2,000 ms, top-right, classes only', () => {
    toast.success('Product added to cart');
    toast.error('Sorry');
    const container = body.children[0];
    expect(body.children).toHaveLength(1);
    expect(container?.className).toContain('top-4 right-4');
    expect(container?.children.map((item) => [item.attributes.role, item.textContent])).toEqual([
      ['status', 'Product added to cart'],
      ['alert', 'Sorry'],
    ]);
    expect(TOAST_DURATION).toEqual({ success: 1500, error: 2000 });
    vi.advanceTimersByTime(1500);
    expect(container?.children.map((item) => item.textContent)).toEqual(['Sorry']);
    vi.advanceTimersByTime(500);
    expect(container?.children).toEqual([]);
  });

  it('routes toasts to a registered sink (an island toaster) and back to the renderer without it', () => {
    const sink = vi.fn();
    setToastSink(sink);
    toast.error('Item removed');
    expect(sink).toHaveBeenCalledWith('error', 'Item removed');
    expect(body.children).toHaveLength(0);
    setToastSink(null);
    toast.success('back');
    expect(body.children[0]?.children[0]?.textContent).toBe('back');
  });
});
