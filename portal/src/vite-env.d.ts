// The build-time settings the portal reads (`import.meta.env`), each optional.
interface ImportMetaEnv {
  /** The hosted Strata Corporations Request form's address at the forms provider (config/company.ts). */
  readonly VITE_REQUEST_FORM_STRATA?: string;
  /** The hosted Rental Management Proposal Request form's address. */
  readonly VITE_REQUEST_FORM_RENTAL?: string;
  /** The hosted Developer Services Proposal Request form's address. */
  readonly VITE_REQUEST_FORM_DEVELOPER?: string;
}
