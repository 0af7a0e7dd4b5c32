import type { OrderReturns } from '#contract/calls/returns.ts';
import { returnWithdraw } from '../../../api/returns.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import type { OrdersStrings } from './orders-strings.ts';

interface Props {
  returnId: number;
  strings: OrdersStrings;
  onWithdrawn: (next: OrderReturns) => void;
}

/** Withdraws a return request sales have not answered yet; its parts may then be asked for again. */
export function ReturnWithdrawButton({ returnId, strings, onWithdrawn }: Props) {
  const t = strings.returns;
  const withdraw = useChange(returnWithdraw);

  async function press() {
    const answer = await withdraw.change(returnId);
    if (!answer) return;
    showMessage('success', t.withdrawn);
    onWithdrawn(answer);
  }

  return (
    <p>
      <button type="button" className="button secondary" disabled={withdraw.busy} onClick={() => void press()}>
        {withdraw.busy ? t.withdrawing : t.withdrawButton}
      </button>
    </p>
  );
}
