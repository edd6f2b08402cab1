/** The home page's motion: the scroll to the portfolio an address asks for, and the stats counters. */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '@/client/test/render-public-page';
import { HomePage } from './home-page';
import { counterValues, renderHome } from './home-page-test-support';
import { wantsPortfolio } from './portfolio-address';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('HomePage', () => {
  describe('scroll to the portfolio', () => {
    function stubScrollIntoView() {
      const scrollIntoView = vi.fn();
      Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no scrollIntoView
      return scrollIntoView;
    }
    afterEach(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });

    it('tells which URLs ask for the portfolio', () => {
      expect(wantsPortfolio('?section=portfolio', '')).toBe(true);
      expect(wantsPortfolio('', '#portfolio')).toBe(true);
      expect(wantsPortfolio('?section=blog', '#top')).toBe(false);
    });

    it('scrolls smoothly to the portfolio title 100 ms after the page shows when the URL asks for it', () => {
      vi.useFakeTimers();
      const scrollIntoView = stubScrollIntoView();
      window.history.replaceState(null, '', '/?section=portfolio');
      renderPublicPage(<HomePage />, { lang: 'cs', path: '/', query: 'section=portfolio' });
      act(() => vi.advanceTimersByTime(99));
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('portfolio-title'));
    });

    it('scrolls for #portfolio too, instantly with reduced motion', () => {
      vi.useFakeTimers();
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
      const scrollIntoView = stubScrollIntoView();
      window.history.replaceState(null, '', '/en#portfolio');
      renderHome('en');
      act(() => vi.advanceTimersByTime(100));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('portfolio-title'));
    });

    it('does not scroll when the URL does not ask for it', () => {
      vi.useFakeTimers();
      const scrollIntoView = stubScrollIntoView();
      window.history.replaceState(null, '', '/?section=blog#top');
      renderHome('cs');
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});

describe('stats counters', () => {
  type Callback = (entries: { isIntersecting: boolean }[]) => void;

  function stubObserver() {
    const observers: { callback: Callback; target: Element | null; disconnect: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        private readonly record: (typeof observers)[number];
        constructor(callback: Callback) {
          this.record = { callback, target: null, disconnect: this.disconnect };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
      },
    );
    return observers;
  }

  it('shows the final values first, then counts up from 0 once they are in view, only once', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const observers = stubObserver();
    renderHome('en');
    expect(counterValues()).toEqual(['10+', '40+', '5+']);
    expect(observers).toHaveLength(1);
    const observer = observers[0]!;
    expect(observer.target?.tagName).toBe('DL');
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(observer.disconnect).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(32));
    expect(counterValues()).toEqual(['0+', '0+', '0+']);
    // 0.2 s stagger: after 1 s the first counter is further along than the second, the second than the third.
    act(() => vi.advanceTimersByTime(1000));
    const [clients, projects, years] = counterValues().map((value) => Number.parseInt(value, 10));
    expect(clients! / 10).toBeGreaterThan(projects! / 40);
    expect(projects! / 40).toBeGreaterThan(years! / 5);
    act(() => vi.advanceTimersByTime(3000));
    expect(counterValues()).toEqual(['10+', '40+', '5+']);
  });

  it('does not animate with prefers-reduced-motion', () => {
    const observers = stubObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderHome('cs');
    expect(observers).toHaveLength(0);
    expect(counterValues()).toEqual(['10+', '40+', '5+']);
  });
});
