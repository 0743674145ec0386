/** A section of the information screen: a title and its paragraphs. */
export type InformationSection = { title: string; paragraphs: readonly string[] };

/** 'Información general sobre Comprobantes Electrónicos': what a Panamanian issuer needs to know. */
export const generalInformation: readonly InformationSection[] = [
  {
    title: '¿Qué es la factura electrónica?',
    paragraphs: [
      'En Panamá, la factura electrónica es un documento fiscal emitido en formato XML (rFE versión 1.00), firmado digitalmente por el emisor con su certificado de firma electrónica y autorizado por la Dirección General de Ingresos (DGI) a través de un Proveedor de Autorización Calificado (PAC). Tiene la misma validez fiscal que la factura en papel o la emitida por impresora fiscal.',
      'Con Facturar la empresa emite los nueve tipos de documento: factura de operación interna, de importación, de exportación y de zona franca, reembolso, nota de crédito y nota de débito referidas a una o varias facturas, y notas de crédito y débito genéricas.',
    ],
  },
  {
    title: 'El PAC y la autorización de uso',
    paragraphs: [
      'El PAC recibe cada comprobante firmado, valida su estructura y sus cálculos como lo hace la DGI y devuelve el protocolo de autorización. Solo un comprobante autorizado tiene efectos fiscales. Para emitir, la empresa debe estar afiliada al PAC y tener generado su código de seguridad QR (menú de usuario).',
      'Si el PAC rechaza un comprobante, Facturar muestra el código y el motivo de la DGI; corrija el dato y emita un comprobante nuevo.',
    ],
  },
  {
    title: 'CUFE',
    paragraphs: [
      'El Código Único de Factura Electrónica (CUFE) identifica cada comprobante en todo el país. Se forma con el tipo de documento, el RUC y DV del emisor, la sucursal, el punto de facturación, el número, la fecha de emisión y un dígito verificador. Con el CUFE cualquier persona puede consultar el comprobante en el portal de la DGI.',
    ],
  },
  {
    title: 'CAFE y código QR',
    paragraphs: [
      'El Comprobante Auxiliar de Factura Electrónica (CAFE) es la representación impresa o en PDF del comprobante, en formato carta o rollo de 80 mm. Incluye el CUFE, el protocolo de autorización y un código QR.',
      'El código QR lleva a la consulta del comprobante en la DGI e incluye un valor de seguridad calculado con el código de seguridad de la empresa; así el receptor puede verificar que el comprobante es auténtico.',
    ],
  },
  {
    title: 'Anulación',
    paragraphs: [
      'Un comprobante autorizado solo se anula cuando la operación no llegó a realizarse, mediante un evento de anulación firmado que se envía a la DGI dentro del plazo permitido desde su autorización (en Facturar, 7 días por defecto). Si la operación sí se realizó y hay que corregir montos o devolver mercancía, se emite una nota de crédito referida al CUFE de la factura.',
    ],
  },
  {
    title: 'Notas de crédito y de débito',
    paragraphs: [
      'La nota de crédito disminuye el valor de una factura ya autorizada (devoluciones, descuentos posteriores, errores a favor del cliente); la nota de débito lo aumenta (intereses, cargos omitidos). Las notas referidas indican el CUFE de la factura o facturas que corrigen; las genéricas se usan cuando no se refieren a una factura electrónica concreta.',
    ],
  },
  {
    title: 'Contingencia',
    paragraphs: [
      'Si el PAC o la DGI no responden, Facturar guarda el comprobante firmado como pendiente y lo envía de nuevo automáticamente hasta obtener la autorización. El CAFE de un comprobante en contingencia indica que está pendiente de autorización. La DGI advierte cuando un comprobante en contingencia se envía más de 72 horas después de emitido.',
    ],
  },
];

export type Question = { question: string; answer: string };

/** 'Preguntas frecuentes'. */
export const frequentQuestions: readonly Question[] = [
  {
    question: '¿Qué necesito para empezar a facturar?',
    answer:
      'Que la empresa esté afiliada al PAC y tenga el código de seguridad QR, un certificado de firma electrónica vigente cargado (menú de usuario > Cargar Certificado), un punto de facturación asignado al usuario y comprobantes disponibles en su plan.',
  },
  {
    question: '¿Dónde obtengo el certificado de firma electrónica?',
    answer:
      'Lo emite una entidad de certificación autorizada en Panamá, como la Dirección Nacional de Firma Electrónica del Registro Público. Se entrega como un archivo .p12 protegido con una contraseña; cárguelo con esa contraseña. Facturar le avisa 30 y 7 días antes de que venza.',
  },
  {
    question: '¿Puedo anular una factura después del plazo?',
    answer:
      'No. Pasado el plazo de anulación, o si la operación se realizó, emita una nota de crédito referida al CUFE de la factura por el monto que corresponda.',
  },
  {
    question: '¿Cómo recibe mi cliente la factura?',
    answer:
      'Según la entrega del CAFE elegida al emitir: Facturar envía por correo el CAFE en PDF y el XML autorizado, y puede reenviarlos desde el repositorio de comprobantes. El cliente también puede consultarla con el CUFE en el portal de la DGI.',
  },
  {
    question: '¿Qué pasa si el comprobante queda pendiente?',
    answer:
      'Se reintenta el envío al PAC automáticamente. Puede seguir su estado en Repositorio de Comprobantes > Pendientes; cuando la DGI lo autoriza pasa a Autorizados.',
  },
  {
    question: '¿Cuánto tiempo debo conservar los comprobantes?',
    answer:
      'Los documentos fiscales se conservan al menos cinco años. Facturar guarda el XML autorizado de cada comprobante y permite descargarlo, junto con el CAFE, en cualquier momento.',
  },
];
