export { Container, type ContainerProps } from "./Container";
export { Grid, GridItem, type GridItemProps, type GridProps } from "./Grid";
export { Inline, type InlineProps } from "./Inline";
export type { Responsive } from "./responsive";
export { Stack, type StackProps } from "./Stack";
export {
  ALIGNS,
  type Align,
  CONTAINER_SIZES,
  type ContainerSize,
  JUSTIFIES,
  type Justify,
  SPACES,
  SPANS,
  type Space,
  type Span,
} from "./variants";
