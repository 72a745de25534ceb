/** Voiding the voucher: a reason, a confirmation, then void for good. */
import { DESK_RULES } from '@clinique/api/desk';
import { type DeskOutcome, DeskVoid } from '@clinique/ui';
import { deskApi } from '../../src/client/desk-api.ts';
import { type PanelProps, useKeyedState } from './useDeskActions.ts';

export function VoidPanel({ screens, answers, desk, voucher }: PanelProps<'screens' | 'answers'>) {
  const afresh = `${desk.epoch.looked}`;
  const [reason, setReason] = useKeyedState('', afresh);
  const [step, setStep] = useKeyedState<'edit' | 'confirm'>('edit', afresh);
  const [voiding, setVoiding] = useKeyedState<DeskOutcome>({}, afresh);

  function review() {
    const { min, max } = DESK_RULES.voidReason;
    const length = reason.trim().length;
    const error = length < min || length > max ? answers.voidReasonMissing : undefined;
    setVoiding({ error });
    if (!error) setStep('confirm');
  }

  async function voidVoucher() {
    const after = await desk.attempt(
      setVoiding,
      true,
      () => deskApi.voidVoucher(voucher.code, reason.trim()),
      () => setStep('edit'),
    );
    if (!after) return;
    desk.changed(after, true);
    setReason('');
    setVoiding({ notice: screens.void.done });
  }

  // A void voucher keeps the panel only to say so (or why it could not be voided).
  if (voucher.status === 'void' && !voiding.notice && !voiding.error) return null;
  return (
    <DeskVoid
      closed={voucher.status === 'void'}
      labels={screens.void}
      balanceCents={voucher.balanceCents}
      reason={reason}
      onReasonChange={setReason}
      step={step}
      onReview={review}
      onConfirm={() => void voidVoucher()}
      onBack={() => setStep('edit')}
      {...voiding}
    />
  );
}
