import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatPanamaDate, nameItbmsRate } from '@facturar/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { dashboardQueryOptions } from '../api/dashboard-api.ts';
import { lastTwelveMonths, monthLabel, netByMonth, seriesByType } from '../dashboard-model.ts';

/** The states chart's slices and the list each one opens (spec 001 §2 repositories). */
const states = [
  { key: 'autorizados', label: 'Autorizados', resource: 'AUT', color: '#2e7d32' },
  { key: 'pendientes', label: 'Pendientes', resource: 'PEN', color: '#ed6c02' },
  { key: 'noAutorizados', label: 'No autorizados', resource: 'NAU', color: '#d32f2f' },
  { key: 'anulados', label: 'Anulados', resource: 'ANU', color: '#757575' },
] as const;
/** MUI X Charts has no Spanish texts of its own: the two a user can meet. */
const chartTexts = { noData: 'No hay datos para mostrar', loading: 'Cargando datos…' };
const money = (value: number | null) =>
  value === null
    ? ''
    : `$ ${value.toLocaleString('es-PA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function ChartCard(props: { title: string; link: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={props.title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={props.onOpen}>
          {props.link}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The picture of the business on the home page (issue 18): issued amount per month by type, this month's
 * ITBMS per rate, and documents by state; each chart opens the matching report or list.
 */
export function BusinessDashboard({ shell }: { shell: ShellActions }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const dashboard = useQuery(dashboardQueryOptions(http, claims.ruc));
  if (dashboard.isPending) return <Skeleton variant="rounded" height={320} />;
  if (!dashboard.data) return null;
  const data = dashboard.data;
  const months = lastTwelveMonths(formatPanamaDate(new Date()));
  const nets = netByMonth(data, months);

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard
          title="Monto emitido por mes (últimos 12 meses)"
          link="Ver Reporte de Comprobantes Emitidos"
          onOpen={() => shell.openResource('RCE')}
        >
          <Typography variant="body2" color="text.secondary">
            {`Neto de este mes: ${money(nets.at(-1) ?? 0)} · Neto de los 12 meses: ${money(nets.reduce((sum, net) => sum + net, 0))} (las notas de crédito restan)`}
          </Typography>
          <BarChart
            localeText={chartTexts}
            height={280}
            xAxis={[{ scaleType: 'band', data: months.map(monthLabel) }]}
            series={seriesByType(data, months).map((series) => ({
              ...series,
              stack: 'total',
              valueFormatter: money,
            }))}
            onAxisClick={() => shell.openResource('RCE')}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="ITBMS por tasa (este mes)"
          link="Ver Reporte de Ventas"
          onOpen={() => shell.openResource('RIV')}
        >
          <BarChart
            localeText={chartTexts}
            height={240}
            xAxis={[
              {
                scaleType: 'band',
                data: data.itbmsPorTasa.map((rate) => nameItbmsRate(rate.tasa)),
              },
            ]}
            series={[
              {
                label: 'Base imponible',
                data: data.itbmsPorTasa.map((rate) => Number(rate.base)),
                valueFormatter: money,
              },
              {
                label: 'ITBMS',
                data: data.itbmsPorTasa.map((rate) => Number(rate.itbms)),
                valueFormatter: money,
              },
            ]}
            onAxisClick={() => shell.openResource('RIV')}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="Comprobantes por estado (últimos 12 meses)"
          link="Ver Reporte de Estado PAC-DGI"
          onOpen={() => shell.openResource('CPD')}
        >
          <PieChart
            localeText={chartTexts}
            height={240}
            series={[
              {
                innerRadius: 50,
                data: states.map((state, index) => ({
                  id: index,
                  value: data.porEstado[state.key],
                  label: state.label,
                  color: state.color,
                })),
              },
            ]}
            onItemClick={(_event, item) => shell.openResource(states[item.dataIndex]!.resource)}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
