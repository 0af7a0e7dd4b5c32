import { useState } from 'react';
import type { CallDeclaration } from '#contract/call.ts';
import {
  staffOrderCancel,
  staffOrderDelivered,
  staffOrderDispatch,
  staffOrderNote,
  staffOrderRefund,
  staffOrderTransferReceived,
  type StaffOrderDetail,
} from '#contract/calls/staff-orders.ts';
import { dispatchLinesText, STAFF_LIMITS } from '#contract/limits/staff.ts';
import { ApiCallError } from '../../../api/answer.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { TextField } from '../TextField.tsx';
import { ActionForm, type Act } from './StaffActionForm.tsx';
import { CreditRefundForm } from './StaffCreditNotes.tsx';
import { ukDay } from '#contract/format/dates.ts';
import { penceFromPounds } from '#contract/format/money.ts';

interface Props {
  order: StaffOrderDetail;
  strings: EditorStrings;
  onChanged: (order: StaffOrderDetail) => void;
  reload: () => void;
}

/** The actions the order's state allows, each a small form sent with the version staff were shown. */
export function StaffOrderActions({ order, strings, onChanged, reload }: Props) {
  const text = strings.orders;
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  /** Makes one action's call: its answer is the order as it now stands; a refusal is a toast, and a lost race reloads the order. */
  async function act<C extends CallDeclaration>(declaration: C, body: object): Promise<boolean> {
    setBusy(true);
    setDone('');
    try {
      onChanged(await call(declaration, { id: order.id, version: order.version, ...body } as never));
      setDone(text.done);
      return true;
    } catch (error) {
      tellBuyer(error);
      if (error instanceof ApiCallError && error.code === 409) reload();
      return false;
    } finally {
      setBusy(false);
    }
  }

  const live = order.status === 'placed' && order.approvalState !== 'pending';
  const settled = order.paymentState === 'paid' || order.paymentState === 'onAccount';
  const left = order.lines.some((l) => l.quantity > l.dispatchedQty);
  return (
    <section className="staff-order-actions" aria-labelledby="staff-order-actions-title">
      <h4 id="staff-order-actions-title">{text.actions}</h4>
      <p role="status" className="editor-note">
        {done}
      </p>
      {live && order.duePence > 0 && <TransferForm text={text} busy={busy} act={act} />}
      {live && settled && left && <DispatchForm order={order} text={text} busy={busy} act={act} />}
      {live && order.deliveryState === 'dispatched' && (
        <ActionForm
          title={text.deliveredTitle}
          submit={text.markDelivered}
          busy={busy}
          onSubmit={() => act(staffOrderDelivered, {})}
        />
      )}
      {order.status === 'placed' && order.deliveryState === 'processing' && (
        <CancelForm text={text} busy={busy} act={act} />
      )}
      {order.status === 'placed' && settled && (
        <CreditRefundForm order={order} strings={strings.creditNotes} busy={busy} act={act} />
      )}
      {order.refundState === 'toRefund' && <RefundForm text={text} busy={busy} act={act} />}
      <NoteForm text={text} busy={busy} act={act} />
    </section>
  );
}

type Text = EditorStrings['orders'];
function TransferForm({ text, busy, act }: { text: Text; busy: boolean; act: Act }) {
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(ukDay);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');
  async function send() {
    const amountPence = penceFromPounds(amount);
    setProblem(amountPence == null ? text.amountInvalid : '');
    if (amountPence == null) return;
    if (await act(staffOrderTransferReceived, { amountPence, receivedOn, bankReference: reference })) setAmount('');
  }
  return (
    <ActionForm title={text.transferTitle} submit={text.markReceived} busy={busy} onSubmit={() => void send()}>
      <TextField
        id="transfer-amount"
        label={text.amountPounds}
        value={amount}
        onChange={setAmount}
        maxLength={11}
        required
      />
      {problem && (
        <p role="alert" className="field-problem">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor="transfer-date">{text.receivedOn}</label>
        <input
          id="transfer-date"
          type="date"
          required
          max={ukDay()}
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
        />
      </div>
      <TextField
        id="transfer-reference"
        label={text.bankReference}
        value={reference}
        onChange={setReference}
        maxLength={STAFF_LIMITS.bankReference}
      />
    </ActionForm>
  );
}

function DispatchForm({ order, text, busy, act }: { order: StaffOrderDetail; text: Text; busy: boolean; act: Act }) {
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.lineNo, String(l.quantity - l.dispatchedQty)])),
  );
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [problem, setProblem] = useState('');
  async function send() {
    const lines = dispatchLinesText(
      order.lines.map((l) => ({ lineNo: l.lineNo, quantity: Number(quantities[l.lineNo]) || 0 })),
    );
    setProblem(lines === '' ? text.nothingToSend : '');
    if (lines === '') return;
    await act(staffOrderDispatch, { lines, carrier, trackingNo, trackingUrl });
  }
  return (
    <ActionForm title={text.dispatchTitle} submit={text.dispatchAll} busy={busy} onSubmit={() => void send()}>
      <fieldset>
        <legend>{text.toSend}</legend>
        {order.lines
          .filter((l) => l.quantity > l.dispatchedQty)
          .map((l) => (
            <div className="field" key={l.lineNo}>
              <label htmlFor={`send-${l.lineNo}`}>
                {l.lineNo}. {l.partNo}
              </label>
              <input
                id={`send-${l.lineNo}`}
                type="number"
                min={0}
                max={l.quantity - l.dispatchedQty}
                value={quantities[l.lineNo] ?? ''}
                onChange={(event) => setQuantities((old) => ({ ...old, [l.lineNo]: event.target.value }))}
              />
            </div>
          ))}
      </fieldset>
      {problem && (
        <p role="alert" className="field-problem">
          {problem}
        </p>
      )}
      <TextField
        id="dispatch-carrier"
        label={text.carrier}
        value={carrier}
        onChange={setCarrier}
        maxLength={STAFF_LIMITS.carrier}
        required
      />
      <TextField
        id="dispatch-tracking-no"
        label={text.trackingNo}
        value={trackingNo}
        onChange={setTrackingNo}
        maxLength={STAFF_LIMITS.trackingNo}
        required
      />
      <TextField
        id="dispatch-tracking-url"
        label={text.trackingUrl}
        value={trackingUrl}
        onChange={setTrackingUrl}
        maxLength={STAFF_LIMITS.trackingUrl}
        required
      />
    </ActionForm>
  );
}

function CancelForm({ text, busy, act }: { text: Text; busy: boolean; act: Act }) {
  const [reason, setReason] = useState('');
  return (
    <ActionForm
      title={text.cancelTitle}
      submit={text.cancelOrder}
      busy={busy}
      danger
      onSubmit={() => void act(staffOrderCancel, { reason })}
    >
      <TextField
        id="cancel-reason"
        label={text.reason}
        value={reason}
        onChange={setReason}
        maxLength={STAFF_LIMITS.cancelReason}
        required
      />
    </ActionForm>
  );
}

/** Money marked to refund: a card payment goes back through Stripe; other money is refunded by bank and its reference given. */
function RefundForm({ text, busy, act }: { text: Text; busy: boolean; act: Act }) {
  const [reference, setReference] = useState('');
  return (
    <ActionForm
      title={text.refundTitle}
      submit={text.refundMoney}
      busy={busy}
      onSubmit={() => void act(staffOrderRefund, reference ? { bankReference: reference } : {})}
    >
      <p className="editor-note">{text.refundHint}</p>
      <TextField
        id="refund-reference"
        label={text.refundReference}
        value={reference}
        onChange={setReference}
        maxLength={STAFF_LIMITS.bankReference}
      />
    </ActionForm>
  );
}

function NoteForm({ text, busy, act }: { text: Text; busy: boolean; act: Act }) {
  const [body, setBody] = useState('');
  return (
    <ActionForm
      title={text.noteTitle}
      submit={text.addNote}
      busy={busy}
      onSubmit={() => void act(staffOrderNote, { body }).then((ok) => ok && setBody(''))}
    >
      <TextField
        id="order-note"
        label={text.note}
        value={body}
        onChange={setBody}
        maxLength={STAFF_LIMITS.note}
        multiline
        required
      />
    </ActionForm>
  );
}
