// Pre-authorized debit, monthly and extra payments (tag: payments).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   createPreAuthorizedDebit (POST /preAuthorizedDebit)
//   deletePreAuthorizedDebit (DELETE /preAuthorizedDebit/{id})
//   createMonthlyPayment (POST /strataMonthlyPayment)
//   replaceMonthlyPayment (POST /strataMonthlyPayment/replace/{monthlyPaymentId})
//   createExtraPayments (POST /strataExtraPayments)
//   listStrataUnitExtraPayments (GET /strataExtraPayments/unit/{unitId})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
