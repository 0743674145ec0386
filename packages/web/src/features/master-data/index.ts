export { CustomersScreen } from './components/customers-screen.tsx';
export { ProductsScreen } from './components/products-screen.tsx';
