export { TraitProfile, type TraitProfileProps } from "./TraitProfile";
