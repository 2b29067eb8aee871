/** A list's Load More (spec section 9: the page grows by 8). */
export function LoadMoreButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="dating-button dating-button--ghost list-page__more"
      onClick={onClick}
    >
      {label}
    </button>
  );
}
