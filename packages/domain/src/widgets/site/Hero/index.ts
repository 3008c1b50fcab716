export { Hero, type HeroAction, type HeroProps } from "./Hero";
