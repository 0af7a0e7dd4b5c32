import { useState } from 'react';
import type { StaffReturn } from '#contract/calls/staff-returns.ts';
import { fill } from '#contract/i18n/text.ts';
import { RETURN_LIMITS } from '#contract/limits/returns.ts';
import { staffReturnApprove, staffReturnReceive, staffReturnRefuse } from '../../../api/staff-returns.ts';
import { useChange } from '../../use-change.ts';
import { ActionForm } from '../orders/StaffActionForm.tsx';
import type { SectionProps } from '../section-props.ts';
import { TextField } from '../TextField.tsx';

type Props = SectionProps & { item: StaffReturn; onChanged: (next: StaffReturn) => void };

/** The moves a return's state allows: approve or refuse a request, mark an approved one's goods received. */
export function ReturnActions(props: Props) {
  if (props.item.state === 'requested')
    return (
      <>
        <ApproveForm {...props} />
        <RefuseForm {...props} />
      </>
    );
  if (props.item.state === 'approved') return <ReceiveForm {...props} />;
  return null;
}

function ApproveForm({ item, strings, onChanged }: Props) {
  const text = strings.returns;
  const [address, setAddress] = useState(item.defaultReturnAddress.slice(0, RETURN_LIMITS.returnAddress));
  const [message, setMessage] = useState('');
  const approve = useChange(staffReturnApprove);
  async function submit() {
    const next = await approve.change({
      id: item.id,
      version: item.version,
      returnAddress: address,
      ...(message.trim() ? { message } : {}),
    });
    if (next) onChanged(next);
  }
  return (
    <ActionForm title={text.approveTitle} submit={text.approve} busy={approve.busy} onSubmit={() => void submit()}>
      <TextField
        id="return-address"
        label={text.address}
        value={address}
        onChange={setAddress}
        maxLength={RETURN_LIMITS.returnAddress}
        multiline
        required
      />
      <TextField
        id="return-approve-message"
        label={text.message}
        value={message}
        onChange={setMessage}
        maxLength={RETURN_LIMITS.staffMessage}
        multiline
      />
    </ActionForm>
  );
}

function RefuseForm({ item, strings, onChanged }: Props) {
  const text = strings.returns;
  const [message, setMessage] = useState('');
  const refuse = useChange(staffReturnRefuse);
  async function submit() {
    const next = await refuse.change({ id: item.id, version: item.version, message });
    if (next) onChanged(next);
  }
  return (
    <ActionForm title={text.refuseTitle} submit={text.refuse} busy={refuse.busy} onSubmit={() => void submit()} danger>
      <TextField
        id="return-refuse-message"
        label={text.message}
        value={message}
        onChange={setMessage}
        maxLength={RETURN_LIMITS.staffMessage}
        multiline
        required
      />
    </ActionForm>
  );
}

/** "2:1 3:4" from a quantity per line, leaving out the zeros. */
const linesText = (quantities: Record<number, string>) =>
  Object.entries(quantities)
    .filter(([, q]) => Number(q) > 0)
    .map(([lineNo, q]) => `${lineNo}:${Number(q)}`)
    .join(' ');

function ReceiveForm({ item, strings, onChanged }: Props) {
  const text = strings.returns;
  const all = Object.fromEntries(item.lines.map((l) => [l.lineNo, String(l.quantity)]));
  const [received, setReceived] = useState<Record<number, string>>(all);
  const [resaleable, setResaleable] = useState<Record<number, string>>(all);
  const [problem, setProblem] = useState<string | null>(null);
  const receive = useChange(staffReturnReceive);
  async function submit() {
    const got = linesText(received);
    setProblem(got ? null : text.nothingReceived);
    if (!got) return;
    const resell = linesText(resaleable);
    const next = await receive.change({
      id: item.id,
      version: item.version,
      received: got,
      ...(resell ? { resaleable: resell } : {}),
    });
    if (next) onChanged(next);
  }
  return (
    <ActionForm title={text.receiveTitle} submit={text.receive} busy={receive.busy} onSubmit={() => void submit()}>
      <p className="editor-note">{text.receiveHint}</p>
      {item.lines.map((line) => (
        <div className="staff-return-receive" key={line.lineNo}>
          <div className="field">
            <label htmlFor={`return-received-${line.lineNo}`}>
              {fill(text.receivedOf, { partNo: line.partNo, quantity: line.quantity })}
            </label>
            <input
              id={`return-received-${line.lineNo}`}
              type="number"
              min={0}
              max={line.quantity}
              step={1}
              value={received[line.lineNo] ?? ''}
              onChange={(e) => setReceived({ ...received, [line.lineNo]: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`return-resaleable-${line.lineNo}`}>
              {fill(text.resaleableOf, { partNo: line.partNo })}
            </label>
            <input
              id={`return-resaleable-${line.lineNo}`}
              type="number"
              min={0}
              max={line.quantity}
              step={1}
              value={resaleable[line.lineNo] ?? ''}
              onChange={(e) => setResaleable({ ...resaleable, [line.lineNo]: e.target.value })}
            />
          </div>
        </div>
      ))}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </ActionForm>
  );
}
