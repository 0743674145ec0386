import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Plan } from '@facturar/contracts';
import { planFeatures } from '@facturar/domain';
import { formatAmount, formatAvailableVouchers } from '#web/lib/amount-format.ts';

/** COMPROBANTE plans are bought once for a year; the others are priced by the month (spec 001 §2). */
export function planPriceText(plan: Plan): string {
  return plan.tipo === 'COMPROBANTE'
    ? `${formatAmount(plan.precio)} + ITBMS`
    : `${formatAmount(plan.precio)} mensual + ITBMS`;
}

export function planVouchersText(plan: Plan): string {
  return plan.credito === -1
    ? 'Comprobantes ilimitados'
    : `${formatAvailableVouchers(plan.credito)} comprobantes`;
}

type PlanCardProps = { plan: Plan; isChecking: boolean; onAcquire: (plan: Plan) => void };

/** One plan of 'PLANES DISPONIBLES': price, vouchers and validity, its features as bullets, 'Adquirir'. */
export function PlanCard({ plan, isChecking, onAcquire }: PlanCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
      aria-label={plan.nombre}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h3">
          {plan.nombre}
        </Typography>
        <Typography variant="h5" color="primary" sx={{ fontWeight: 700, my: 1 }}>
          {planPriceText(plan)}
        </Typography>
        {plan.tipo === 'COMPROBANTE' && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{planVouchersText(plan)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Válido por un año desde la contratación.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Soporte por correo electrónico de lunes a viernes de 08:30 a 17:30.
            </Typography>
          </>
        )}
        <ul style={{ paddingLeft: '1.2em', marginBottom: 0 }}>
          {planFeatures(plan.descripcion).map((feature) => (
            <li key={feature}>
              <Typography variant="body2">{feature}</Typography>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardActions>
        <Button variant="contained" fullWidth loading={isChecking} onClick={() => onAcquire(plan)}>
          Adquirir
        </Button>
      </CardActions>
    </Card>
  );
}
