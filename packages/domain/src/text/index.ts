export { controlCharacterMessage, hasControlCharacter } from './control-characters.ts';
