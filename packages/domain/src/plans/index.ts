export {
  checkPaymentProof,
  maxProofBytes,
  paymentProofMessages,
  proofMediaTypeOf,
  type ProofMediaType,
} from './payment-proof.ts';
export {
  paymentStateNames,
  paymentStates,
  planFeatures,
  planPurchaseTax,
  planPurchaseTotal,
  planTypes,
  type PaymentStateCode,
  type PlanTypeName,
} from './plan-purchase.ts';
