/** The dark intro band at the top of a public page: eyebrow, the page's <h1> and an introduction. */
export function PageIntro({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-slate-900 px-4 py-16 text-white md:py-24">
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{intro}</p>
      </div>
    </section>
  );
}
