// The five strata forms, stored and filed as PDF unit documents (tag: strataDocuments, /strataUnit/{id}/forms/…).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   createChangeOfAddressForm (POST /strataUnit/{id}/forms/changeOfAddress)
//   createOwnerInformationSheetForm (POST /strataUnit/{id}/forms/ownerInformationSheet)
//   createPadForm (POST /strataUnit/{id}/forms/pad)
//   createBylawComplaintForm (POST /strataUnit/{id}/forms/bylawComplaint)
//   createBylawDisputeForm (POST /strataUnit/{id}/forms/bylawDispute)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
