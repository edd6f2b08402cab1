/** Whether the visitor asked for reduced motion. False where matchMedia is missing (server, old browsers, jsdom). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
