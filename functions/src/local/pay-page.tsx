/** @jsxImportSource hono/jsx */
/** The local stand-in's payment page (what Stripe Checkout shows, reduced). Dev-only. */
import { renderPage } from '../forms/page.tsx';
import type { StoredSession } from './stripe-stand-in.ts';

const STYLE = `
:root { color-scheme: light; --ink: #1d2a30; --muted: #4f5d66; --accent: #1f6f6a; --line: #d9dee2; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f4f6f8; }
main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; }
.notice { margin: 0 0 1rem; padding: .5rem .75rem; border-radius: 8px; background: #fff4d6; color: #5c4300; font-size: .9rem; }
h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
h2 { font-size: 1rem; margin: 1.25rem 0 .5rem; color: var(--muted); }
dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.total { font-size: 1.6rem; font-weight: 700; margin: 1rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.25rem; }
.actions form { flex: 1 1 10rem; }
button { width: 100%; min-height: 48px; padding: .75rem 1rem; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer; }
.pay { background: var(--accent); color: #fff; border: 2px solid var(--accent); }
.cancel { background: #fff; color: var(--ink); border: 2px solid var(--muted); }
button:hover { filter: brightness(1.08); }
button:focus-visible, a:focus-visible { outline: 3px solid #f2b705; outline-offset: 3px; }
.help { color: var(--muted); font-size: .9rem; margin: 1.25rem 0 0; }
a { color: var(--accent); }
`;

export function payPage({ json, items }: StoredSession, businessName: string): string {
  const total = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: json.currency.toUpperCase(),
  }).format(json.amount_total / 100);
  const open = json.status === 'open';
  const id = encodeURIComponent(json.id);
  return renderPage(
    `Paiement ${open ? `de ${total} ` : ''}– ${businessName}`,
    STYLE,
    <>
      <p class="notice" role="note">
        Environnement de test local : aucun paiement réel n’est effectué.
      </p>
      <h1>{businessName}</h1>
      {open ? (
        <>
          <section aria-labelledby="commande">
            <h2 id="commande">Votre commande</h2>
            <dl>
              {items.map((item) => (
                <>
                  <dt>Article</dt>
                  <dd>
                    {item.name}
                    {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                  </dd>
                  {item.description === undefined ? null : (
                    <>
                      <dt>Détail</dt>
                      <dd>{item.description}</dd>
                    </>
                  )}
                </>
              ))}
              {json.customer_email === null ? null : (
                <>
                  <dt>E-mail</dt>
                  <dd>{json.customer_email}</dd>
                </>
              )}
            </dl>
            <p class="total">
              Total : <span>{total}</span>
            </p>
          </section>
          <div class="actions">
            <form method="post" action={`/pay/${id}`}>
              <button type="submit" class="pay">
                Payer {total}
              </button>
            </form>
            <form method="post" action={`/pay/${id}/cancel`}>
              <button type="submit" class="cancel">
                Annuler
              </button>
            </form>
          </div>
          <p class="help">
            Aucune carte n’est demandée : cette page remplace celle de Stripe pendant le
            développement. « Payer » marque la session comme payée, envoie l’événement{' '}
            <code>checkout.session.completed</code> signé au site, puis vous y ramène.
          </p>
        </>
      ) : (
        <>
          <p>Ce paiement a déjà été effectué.</p>
          <p>
            <a href={json.success_url.replace('{CHECKOUT_SESSION_ID}', json.id)}>Retour au site</a>
          </p>
        </>
      )}
    </>,
  );
}

export function notFoundPage(): string {
  return renderPage(
    'Session de paiement introuvable',
    STYLE,
    <>
      <h1>Session de paiement introuvable</h1>
      <p>Ce lien de paiement n’existe pas ou plus. Retournez sur le site pour recommencer.</p>
    </>,
  );
}
