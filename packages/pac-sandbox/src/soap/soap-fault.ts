/** SOAP 1.2 fault codes the sandbox answers with. */
export type SoapFaultCode = 'VersionMismatch' | 'Sender' | 'Receiver';

/** A request the services cannot even read; it becomes a SOAP Fault, not a DGI result code. */
export class SoapFault extends Error {
  readonly code: SoapFaultCode;

  constructor(code: SoapFaultCode, reason: string) {
    super(reason);
    this.name = 'SoapFault';
    this.code = code;
  }
}
