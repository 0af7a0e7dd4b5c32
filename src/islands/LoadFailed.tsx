/** The strings a load failure needs; account, editor and payment strings all carry them. */
export interface LoadFailedStrings {
  loadFailed: string;
  loadAgain: string;
}

/** Something could not be loaded (its message, if any, was a toast): say so and offer another try. */
export function LoadFailed({ retry, strings }: { retry: () => void; strings: LoadFailedStrings }) {
  return (
    <div className="load-failed">
      <p>{strings.loadFailed}</p>
      <button type="button" className="button secondary" onClick={retry}>
        {strings.loadAgain}
      </button>
    </div>
  );
}
