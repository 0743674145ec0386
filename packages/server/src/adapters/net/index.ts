export { isRefusedAddress } from './public-address.ts';
