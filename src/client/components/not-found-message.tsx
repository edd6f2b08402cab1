/** docs/product/public-site.md#not-found: the 404 message box, given its texts (the public page and the back office translate differently). */
export function NotFoundMessage({ heading, hint, backHome, homeHref }: { heading: string; hint: string; backHome: string; homeHref: string }) {
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-3 text-slate-600">{hint}</p>
        <a href={homeHref} className="mt-6 inline-block font-medium text-brand-700 underline">
          {backHome}
        </a>
      </div>
    </main>
  );
}
