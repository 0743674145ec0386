import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { bankAccountsQueryOptions } from '../api/payments-api.ts';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';

/** The accounts to pay into by transfer or deposit, below the plans and the pending packages. */
export function BankAccounts() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const accounts = useQuery(bankAccountsQueryOptions(http, claims.ruc));
  return (
    <Stack spacing={2} component="section" aria-label="Cuentas bancarias">
      <Typography variant="h6" component="h2">
        Cuentas para transferencia o depósito
      </Typography>
      {accounts.isError && <ListLoadFailure />}
      {accounts.data?.length === 0 && <Alert severity="info">No existen datos</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {accounts.data?.map((account) => (
          <Card key={`${account.nombreBanco}-${account.numeroCuenta}`} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <AccountBalanceOutlined color="primary" />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {account.nombreBanco}
                </Typography>
              </Stack>
              <Typography variant="body2">{account.tipoCuenta}</Typography>
              <Typography variant="body1" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {account.numeroCuenta}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {account.razonSocial}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {account.identificacion}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
