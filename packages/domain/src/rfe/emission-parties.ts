/**
 * What the server supplies to turn a validated request into an rFE, besides the number: the company as
 * issuer, the customer, the products, the clock reading and the environment. The domain reads none of
 * these itself.
 */
export type IssuerData = {
  taxpayerType: '1' | '2';
  ruc: string;
  dv: string;
  name: string;
  /** dSucEm: the branch code, 4 letters or digits. */
  branchCode: string;
  /** dCoordEm: `+8.9745,-79.5340` (latitude,longitude with 4 to 6 decimals). */
  coordinates: string;
  address: string;
  /** dCodUbi of the branch (`8-8-7`); the names come from the DGI catalogue. */
  locationCode: string;
  phones: readonly string[];
  emails: readonly string[];
};

export type CustomerData = {
  /** 01 taxpayer, 03 government, 04 foreign (a final consumer is not a stored customer). */
  receiverType: '01' | '03' | '04';
  taxpayerType?: '1' | '2' | undefined;
  ruc?: string | undefined;
  dv?: string | undefined;
  /** Passport or foreign tax id of a foreign customer (gIdExt/dIdExt). */
  foreignId?: string | undefined;
  foreignCountryName?: string | undefined;
  name: string;
  address?: string | undefined;
  locationCode?: string | undefined;
  phones: readonly string[];
  emails: readonly string[];
  /** cPaisRec: `PA` for domestic customers. */
  countryCode: string;
  countryDescription?: string | undefined;
};

export type ProductData = {
  description: string;
  code?: string | undefined;
  unitCode?: string | undefined;
  cpbsSegment?: string | undefined;
  cpbsFamily?: string | undefined;
  cpbsUnitCode?: string | undefined;
  gtinCommercial?: string | undefined;
  gtinInventory?: string | undefined;
};

/** A document issued while the PAC or the DGI could not be reached (FACTS §1, iTpEmis 02/04). */
export type Contingency = { emissionType: '02' | '04'; startedAt: Date; reason: string };

/** Everything `prepareDocument` needs besides the request: all of the emission but its numbering. */
export type EmissionPartiesContext = {
  environment: '1' | '2';
  issuedAt: Date;
  /** iProGen; Facturar is the contracted third party that generates the document (2) by default. */
  generationProcess?: '1' | '2' | '3' | '4' | undefined;
  /** Overrides the request's emission type when the server itself is in contingency. */
  contingency?: Contingency | undefined;
  issuer: IssuerData;
  /** The customer of `idAsignacionEmpresaCliente`; null for the final consumer (id 0). */
  customer: CustomerData | null;
  findProduct: (idProducto: string) => ProductData | undefined;
};
