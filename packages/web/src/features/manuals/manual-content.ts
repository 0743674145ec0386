/**
 * The manuals of spec 000 §6 (administrator, internal user / invoicer, registration and recovery), in
 * Spanish, as pages of the app. Their screenshots are taken by the browser tests (e2e/manuals.e2e.test.ts)
 * into public/manuales/capturas/, so they show the screens as they are.
 */
export type ManualFigure = { file: string; caption: string };
export type ManualSection = {
  title: string;
  text: readonly string[];
  steps?: readonly string[];
  figure?: ManualFigure;
};
export type Manual = { slug: string; title: string; audience: string; sections: readonly ManualSection[] };

export const MANUALS: readonly Manual[] = [
  {
    slug: 'registro-y-recuperacion',
    title: 'Registro de la empresa y recuperación de la contraseña',
    audience: 'Para quien registra su empresa en Facturar o no recuerda su contraseña.',
    sections: [
      {
        title: 'Ingresar a Facturar',
        text: [
          'Facturar se usa desde el navegador. En la pantalla de ingreso escriba su usuario (su correo) y su contraseña y pulse «Ingresar».',
          'Tras varios intentos fallidos el usuario se bloquea: solo una contraseña temporal de recuperación lo vuelve a abrir.',
        ],
        figure: {
          file: 'ingreso.png',
          caption: 'La pantalla de ingreso, con los enlaces de recuperación, manuales y registro.',
        },
      },
      {
        title: 'Registrar su empresa',
        text: [
          'Desde «Regístrarse» complete los datos de la empresa (RUC, DV, razón social, dirección y contacto) y los del usuario administrador.',
          'El RUC y su dígito verificador se comprueban con el algoritmo de la DGI antes de enviar el formulario.',
        ],
        steps: [
          'Pulse «Regístrarse» en la pantalla de ingreso.',
          'Complete los datos de la empresa y del administrador.',
          'Envíe el formulario: recibirá un correo con su contraseña temporal.',
        ],
      },
      {
        title: 'Recuperar la contraseña',
        text: [
          'Pulse «Olvidó su Contraseña?» y escriba su usuario. Le enviamos una contraseña temporal, válida 30 minutos y de un solo uso, a la dirección registrada (la pantalla la muestra enmascarada).',
          'Su contraseña actual sigue funcionando hasta que use la temporal; al ingresar con ella, Facturar le pide una nueva.',
        ],
        figure: { file: 'recuperacion.png', caption: 'El diálogo de recuperación de la contraseña.' },
      },
    ],
  },
  {
    slug: 'administrador',
    title: 'Manual del usuario administrador',
    audience: 'Para el administrador de la empresa (perfil ADM).',
    sections: [
      {
        title: 'La página de inicio',
        text: [
          'Al ingresar ve su empresa y las notificaciones pendientes: errores que impiden facturar (certificado vencido, sin punto de facturación, sin comprobantes disponibles), advertencias y noticias.',
          'El indicador de la barra superior muestra los comprobantes disponibles; desde el menú de planes puede comprar un plan o subir un comprobante de pago.',
        ],
        figure: { file: 'inicio.png', caption: 'La página de inicio del administrador.' },
      },
      {
        title: 'Antes de facturar',
        text: [
          'La empresa necesita su certificado de firma electrónica (.p12), la afiliación al PAC, el código de seguridad QR y un punto de facturación asignado a cada usuario que emite.',
          'Mientras falte algo, la página de inicio muestra «Primeros pasos»: certificado, afiliación al PAC, código QR, punto de facturación, plan, primer cliente y primer producto, cada uno con su botón.',
          '«Cargar Certificado» (menú de usuario) muestra el certificado cargado: titular, RUC, desde cuándo es válido y cuándo vence. Al cargar uno nuevo el diálogo se cierra y confirma «Certificado actualizado.».',
          'Cada formulario de emisión verifica estos requisitos al abrirse y le indica qué falta.',
        ],
      },
      {
        title: 'Los repositorios de comprobantes',
        text: [
          'En «Repositorio de Comprobantes» encuentra los comprobantes autorizados, no autorizados, pendientes y anulados. Cada fila muestra, bajo su número, el CUFE, que puede copiar, y en los autorizados hasta cuándo puede anularse.',
          'La búsqueda avanzada encuentra un comprobante por su CUFE, por número, receptor, tipo o fechas.',
          'En los autorizados, «Ver» abre el CAFE con la plantilla que elija en «Seleccionar template» (se propone la última elegida), «XML» descarga el XML firmado y «Reenviar» lo envía por correo; bajo ese botón se ve el estado del último correo.',
          'El botón «Acciones» de cada fila reúne «Compartir», «Anular» (mientras dure el plazo), «Nota de crédito», «Nota de débito» y «Programar»: la anulación y las notas abren su pantalla con el comprobante ya cargado.',
        ],
        figure: {
          file: 'repositorio.png',
          caption:
            'Comprobantes emitidos autorizados, con el CUFE bajo el número y el menú de acciones de cada fila.',
        },
      },
      {
        title: 'Anular un comprobante',
        text: [
          'La DGI permite anular un comprobante autorizado durante un plazo desde su autorización; pasado ese plazo, emita una nota de crédito que lo referencie.',
          'La pantalla muestra el comprobante (tipo, número, receptor, valor) y el plazo que queda. «Anular» pide confirmación: la anulación no se puede deshacer. El CAFE de un comprobante anulado lleva la marca «ANULADO» con la fecha.',
        ],
        steps: [
          'Desde la fila del comprobante abra «Acciones» y elija «Anular» (o escriba su CUFE y pulse «Buscar»).',
          'Escriba el motivo (entre 15 y 300 caracteres).',
          'Pulse «Anular» y confirme.',
        ],
        figure: {
          file: 'anulacion.png',
          caption: 'La confirmación de la anulación, que nombra el comprobante.',
        },
      },
      {
        title: 'Integraciones: claves de API y webhooks',
        text: [
          'En «Integraciones» (menú Administración) cree claves de API para que su punto de venta, tienda en línea o ERP emita y consulte comprobantes sin una sesión de usuario, y webhooks para que su sistema reciba al instante cada autorización, rechazo o anulación.',
          'Cada clave se muestra una sola vez y solo hace lo que permiten sus permisos; revóquela en cuanto deje de usarse. La guía de integración (docs/INTEGRACION.md del repositorio, y el documento del API en /api/docs) explica cómo emitir con curl o Node y cómo verificar la firma de un webhook.',
        ],
      },
    ],
  },
  {
    slug: 'facturador',
    title: 'Manual del usuario interno (facturador)',
    audience: 'Para quien emite comprobantes (perfil INT o ADM).',
    sections: [
      {
        title: 'Emitir una factura',
        text: [
          'Elija el tipo de comprobante en «Generación de Comprobantes». Escoja el cliente (o consumidor final), complete los datos generales y agregue los detalles con «Agregar Detalle».',
          'Los datos generales vienen con los valores habituales ya elegidos. Si el cliente o el producto aún no existen, «Crear cliente» y «Crear producto» los registran sin salir del formulario y los dejan elegidos.',
          'Las secciones opcionales (pedido comercial, local de entrega, logística) marcan sus campos obligatorios solo cuando empieza a llenarlas.',
          'La fecha de emisión puede ser de hasta 30 días atrás; el comprobante lleva esa fecha.',
        ],
        figure: {
          file: 'emision.png',
          caption: 'El formulario de emisión de una factura de operación interna.',
        },
      },
      {
        title: 'Formas de pago y tiempo de pago',
        text: [
          'Al contado, los pagos cubren el total; lo que el efectivo excede se entrega como vuelto. A crédito, la forma de pago es Crédito y las cuotas suman ese valor. En un pago mixto combine Crédito con otra forma de pago y registre las cuotas de la parte a crédito.',
          'La propina, si la hay, no puede superar el 10 % del total.',
        ],
      },
      {
        title: 'Exportaciones',
        text: [
          'Las exportaciones están exentas de ITBMS: cada detalle de una factura de exportación toma la tarifa 00; si elige otra, Facturar le pide confirmarla.',
        ],
      },
      {
        title: 'Notas de crédito y débito',
        text: [
          'Lo primero que pide una nota es el documento que referencia. En modo DF busque el CUFE de un comprobante emitido en Facturar: se completan los datos del emisor y se muestra el saldo disponible, lo que aún admiten las notas de crédito.',
          'Solo puede referenciar facturas autorizadas y no anuladas.',
        ],
      },
      {
        title: 'Firmar y autorizar',
        text: [
          '«Visualizar CAFE» muestra el comprobante sin emitirlo: es una vista previa, sin número ni CUFE («Sin número — vista previa»). «Firmar y autorizar» lo numera, lo firma y lo envía al PAC; el diálogo «Comprobante generado» muestra su CUFE, que puede copiar.',
          'Ambos piden la plantilla del CAFE en «Seleccionar template», el mismo diálogo de los repositorios, que propone la última plantilla elegida.',
        ],
        figure: { file: 'generado.png', caption: 'El comprobante generado, con su CUFE.' },
      },
    ],
  },
];

export function findManual(slug: string | undefined): Manual | undefined {
  return MANUALS.find((manual) => manual.slug === slug);
}
