/** Spec 000 §8 'Notifications and tables'. */
export const notificationMessages = {
  loadFailed: 'Error al consultar las notificaciones de la empresa',
  prerequisiteNetworkFailure:
    'Existen problemas en la red, no se pudo determinar si cumple los pre-requisitos para generar comprobantes electrónicos. Contáctese con el administrador del Sistema.',
  noMoreNotifications: 'No tiene más notificaciones.',
} as const;
