import './PlanTiles.css';

export interface PlanTile {
  id: number;
  title: string;
  detail?: string;
  price: string;
}

/** Selectable plan tiles (spec section 2): each with its title, detail, and currency plus price. */
export function PlanTiles({
  label,
  tiles,
  currency,
  selectedId,
  onSelect,
}: {
  label: string;
  tiles: readonly PlanTile[];
  currency: string;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <div className="plan-tiles" role="radiogroup" aria-label={label}>
      {tiles.map((tile) => (
        <button
          key={tile.id}
          type="button"
          role="radio"
          aria-checked={tile.id === selectedId}
          className="plan-tiles__tile"
          data-testid={`plan-tile-${tile.id}`}
          onClick={() => onSelect(tile.id)}
        >
          <strong className="plan-tiles__title">{tile.title}</strong>
          {tile.detail ? <span>{tile.detail}</span> : null}
          <span className="plan-tiles__price">
            {currency} {tile.price}
          </span>
        </button>
      ))}
    </div>
  );
}
