// Public entry of the delivery-addresses feature.
export { feature } from './feature.ts';
