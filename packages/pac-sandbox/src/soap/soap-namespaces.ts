/** SOAP 1.2, as the DGI's WCF services speak it. */
export const SOAP12_NAMESPACE = 'http://www.w3.org/2003/05/soap-envelope';
export const SOAP11_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
/** feHeaderMsg, feDatosMsg and the answer roots (rRetEnviFe, …). */
export const WSDL_NAMESPACE = 'http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE';
/** Business documents: rFE, rEvAnulaFe, rProtFe. */
export const DGI_NAMESPACE = 'http://dgi-fep.mef.gob.pa';
/** The application version the sandbox reports in dVerApl. */
export const APPLICATION_VERSION = '1.00';
export const FORMAT_VERSION = '1.00';
