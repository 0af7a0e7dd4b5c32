import { useEffect, useState } from 'react';
import { idFromShellPath } from '../../lib/routing/shell-id.ts';

/**
 * The order id in the address (/Pay/123): undefined until the island runs (the page is built once
 * for every id), null when the address holds no valid id.
 */
export function useOrderId(): number | null | undefined {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(idFromShellPath(window.location.pathname)), []);
  return id;
}
