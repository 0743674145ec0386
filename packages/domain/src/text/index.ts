export { controlCharacterMessage, hasControlCharacter, toSingleLine } from './control-characters.ts';
