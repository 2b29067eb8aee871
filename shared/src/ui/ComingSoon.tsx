/** The plain panel a page shows until its feature issue lands (listed in the README). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="dating-coming-soon" data-testid="coming-soon">
      <h1>{title}</h1>
      <p>Coming soon</p>
    </section>
  );
}
