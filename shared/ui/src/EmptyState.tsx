export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <section className="dating-empty" role="status">
      <h2>{title}</h2>
      {hint ? <p>{hint}</p> : null}
    </section>
  );
}
