// Linted as a file of mf-profile by shared/testing/src/eslintRules.test.ts: lines 5, 8 and 9 must fail.
export function Controls({ onPrevious }: { onPrevious: () => void }) {
  return (
    <div>
      <button type="button" onClick={onPrevious}>
        ‹
      </button>
      <a href="/web/app/Profile/EditPhotos">✎</a>
      <span>♛ Premium</span>
      <p>Emoji a member writes and plain words stay: 😂 Paris – Lyon</p>
    </div>
  );
}
