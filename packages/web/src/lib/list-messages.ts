/**
 * A paged list whose GET had no answer (spec 001 §8 'Lists'; spec 000 writes it without the accent, read
 * as the same message).
 */
export const listNetworkMessage = 'Ocurrió un problema en la red al consultar los datos';

/** A search that found nothing (spec 001 §8), in a search box's or a pick list's options. */
export const noDataFoundMessage = 'No se encontró datos con el argumento ingresado';
