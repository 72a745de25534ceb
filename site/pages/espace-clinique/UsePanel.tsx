/** The voucher's card with its use form and the undoing of a use. */
import {
  DeskUseForm,
  DeskVoucherCard,
  type DeskOutcome,
  type DeskUseValues,
  emptyDeskUseValues,
  reversibleUses,
} from '@clinique/ui';
import { isDisputed } from '@clinique/api/desk';
import { fillTemplate, formatCents, parseEuroCents } from '@clinique/catalog/format';
import { deskApi } from '../../src/client/desk-api.ts';
import { type PanelProps, useKeyedState } from './useDeskActions.ts';

type Props = PanelProps<'screens' | 'answers' | 'treatments'>;

export function UsePanel({ screens, answers, treatments, desk, voucher }: Props) {
  const { looked, found, voided } = desk.epoch;
  const afresh = `${looked}:${voided}`;
  const [use, setUse] = useKeyedState<DeskUseValues>(emptyDeskUseValues, `${found}`);
  const [useStep, setUseStep] = useKeyedState<'edit' | 'confirm'>('edit', `${found}`);
  const [recording, setRecording] = useKeyedState<
    DeskOutcome & { invalid?: keyof DeskUseValues | undefined }
  >({}, afresh);
  const [reversal, setReversal] = useKeyedState<DeskOutcome & { confirming?: number }>({}, afresh);

  /** Every refusal the API would give, before the confirmation: with what to do instead. */
  function review() {
    const cents = parseEuroCents(use.amount);
    const [error, invalid] =
      cents === undefined
        ? [answers.invalidAmount, 'amount' as const]
        : cents > voucher.balanceCents
          ? [
              fillTemplate(screens.use.overBalance, {
                balance: formatCents(voucher.balanceCents),
                rest: formatCents(cents - voucher.balanceCents),
              }),
              'amount' as const,
            ]
          : !treatments.includes(use.treatment)
            ? [answers.unknownTreatment, 'treatment' as const]
            : use.treatment === treatments.at(-1) && use.note.trim() === ''
              ? [answers.otherNeedsNote, 'note' as const]
              : [];
    // Shown at the field it is about, which takes the focus.
    setRecording({ error, invalid });
    if (!error) setUseStep('confirm');
  }

  async function recordUse() {
    const after = await desk.attempt(
      setRecording,
      true,
      () => deskApi.recordUse(voucher.code, { ...use, balanceCents: voucher.balanceCents }),
      () => setUseStep('edit'),
    );
    if (!after) return;
    desk.changed(after);
    setUse(emptyDeskUseValues);
    setReversal({});
    setRecording({
      notice: fillTemplate(screens.use.recorded, {
        amount: formatCents(voucher.balanceCents - after.balanceCents),
        balance: formatCents(after.balanceCents),
      }),
    });
  }

  async function reverseUse() {
    const index = reversal.confirming;
    if (index === undefined) return;
    const after = await desk.attempt(
      (outcome) => setReversal(outcome.busy ? { ...outcome, confirming: index } : outcome),
      true,
      () => deskApi.reverseUse(voucher.code, index),
    );
    if (!after) return;
    desk.changed(after);
    setRecording({});
    setReversal({
      notice: fillTemplate(screens.voucher.reversed, {
        amount: formatCents(voucher.history[index]?.amountCents ?? 0),
        balance: formatCents(after.balanceCents),
      }),
    });
  }

  return (
    <DeskVoucherCard
      voucher={voucher}
      labels={screens.voucher}
      reversal={{
        reversible: reversibleUses(voucher, new Date()),
        ...reversal,
        onAsk: (index) => setReversal({ confirming: index }),
        onConfirm: () => void reverseUse(),
        onCancel: () => setReversal({}),
      }}
      action={
        <DeskUseForm
          labels={screens.use}
          treatments={treatments}
          balanceCents={voucher.balanceCents}
          // A disputed payment is refused at the desk: said before any amount is typed.
          closed={voucher.status !== 'active' || isDisputed(voucher)}
          closedText={
            voucher.status === 'active' && isDisputed(voucher) ? answers.disputed : undefined
          }
          values={use}
          onValuesChange={setUse}
          step={useStep}
          onReview={review}
          onConfirm={() => void recordUse()}
          onBack={() => setUseStep('edit')}
          {...recording}
        />
      }
    />
  );
}
