export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="dating-loader" role="progressbar" aria-label={label} aria-busy="true">
      <span className="dating-loader__dot" />
    </div>
  );
}
