import { useVirtualizer } from "@tanstack/react-virtual";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type CollectionRenderer, CollectionRendererContext, DefaultCollectionRenderer } from "react-aria-components";
import * as css from "./Table.css";

// react-aria-components exports the renderer but not its props' names: read them off the renderer's components.
type CollectionRootProps = ComponentProps<CollectionRenderer["CollectionRoot"]>;
type CollectionBranchProps = ComponentProps<CollectionRenderer["CollectionBranch"]>;
type Collection = CollectionRootProps["collection"];
type CollectionNode = CollectionBranchProps["parent"];
type LayoutDelegate = NonNullable<CollectionRenderer["layoutDelegate"]>;
type Key = Parameters<LayoutDelegate["getItemRect"]>[0];

/** What react-aria hands the collection root of one table, kept for its layout delegate and its body. */
type TableScene = {
  collection: Collection | null;
  scrollRef: RefObject<HTMLElement | null> | undefined;
  /** Rows that must stay in the DOM wherever they are (the focused row), so react-aria can focus them. */
  persistedKeys: Set<Key> | null;
};

type Options = { rowHeight: number; overscan: number; initialHeight: number };

const OptionsContext = createContext<Options & { scene: TableScene }>({
  rowHeight: 41,
  overscan: 8,
  initialHeight: 480,
  scene: { collection: null, scrollRef: undefined, persistedKeys: null },
});
const PersistedContext = createContext<Set<Key> | null>(null);

/**
 * react-aria's collection renderer with TanStack Virtual for the table body. react-aria keeps the whole collection
 * (every row's key, in order), so keyboard navigation, selection, select-all, `aria-rowcount` and `aria-rowindex` work
 * on all rows; only the rendering of the body is windowed. Rows sit at their true offset in one tall box, so when the
 * keyboard moves focus to a row out of view, react-aria renders it (a persisted key), focuses it and scrolls it into
 * view, and TanStack follows the scroll.
 */
function CollectionRoot({ collection, persistedKeys, scrollRef, renderDropIndicator }: CollectionRootProps) {
  const { scene } = useContext(OptionsContext);
  scene.collection = collection;
  scene.scrollRef = scrollRef;
  scene.persistedKeys = persistedKeys ?? null;
  const Root = DefaultCollectionRenderer.CollectionRoot;
  return (
    <PersistedContext.Provider value={persistedKeys ?? null}>
      <Root collection={collection} renderDropIndicator={renderDropIndicator} />
    </PersistedContext.Provider>
  );
}

function CollectionBranch(props: CollectionBranchProps) {
  if (props.parent.type === "tablebody") return <VirtualRows collection={props.collection} body={props.parent} />;
  const Branch = DefaultCollectionRenderer.CollectionBranch;
  return <Branch {...props} />;
}

function VirtualRows({ collection, body }: { collection: Collection; body: CollectionNode }) {
  const { rowHeight, overscan, initialHeight, scene } = useContext(OptionsContext);
  const persistedKeys = useContext(PersistedContext);
  const rows = useMemo(
    () => [...(collection.getChildren?.(body.key) ?? [])].filter((node) => node.type === "item"),
    [collection, body.key],
  );
  const box = useRef<HTMLDivElement>(null);
  // Where the body starts inside the scroll box (below the sticky header): TanStack measures offsets from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    const scroller = scene.scrollRef?.current;
    if (!element || !scroller) return;
    const margin = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setScrollMargin(Math.round(margin));
  }, [scene]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scene.scrollRef?.current ?? null,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan,
    scrollMargin,
    // The server renders the first screen of rows; the browser then measures the real box.
    initialRect: { width: 0, height: initialHeight },
    // Rows render from the scroll event, not inside React's commit: no flushSync warning, no lost frames.
    useFlushSync: false,
  });

  const windowed = virtualizer.getVirtualItems();
  const inWindow = new Set(windowed.map((item) => item.index));
  const placed: { node: CollectionNode; index: number }[] = windowed.flatMap((item) => {
    const node = rows[item.index];
    return node ? [{ node, index: item.index }] : [];
  });
  for (const key of persistedKeys ?? []) {
    let node = collection.getItem(key);
    // The focused key may be a cell: its row is what must stay rendered.
    if (node?.type === "cell" && node.parentKey != null) node = collection.getItem(node.parentKey);
    if (node?.type === "item" && node.parentKey === body.key && !inWindow.has(node.index)) {
      placed.push({ node, index: node.index });
    }
  }

  return (
    <div ref={box} className={css.virtualRows} style={{ height: virtualizer.getTotalSize() }}>
      {placed.map(({ node, index }) => (
        <div
          key={node.key}
          className={css.virtualRowSlot}
          style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}
        >
          {node.render?.(node) as ReactNode}
        </div>
      ))}
    </div>
  );
}

/**
 * Page Up/Down ask where rows are, including rows not rendered: every row is `rowHeight` tall, one after the other
 * below the header.
 */
function layoutDelegateFor(scene: TableScene, rowHeight: number, headerHeight: () => number): LayoutDelegate {
  const rowOf = (key: Key) => {
    let node = scene.collection?.getItem(key);
    if (node?.type === "cell" && node.parentKey != null) node = scene.collection?.getItem(node.parentKey);
    return node;
  };
  return {
    getItemRect(key) {
      const node = rowOf(key);
      const width = scene.scrollRef?.current?.scrollWidth ?? 0;
      if (!node) return null;
      if (node.type !== "item") return { x: 0, y: 0, width, height: headerHeight() };
      return { x: 0, y: headerHeight() + node.index * rowHeight, width, height: rowHeight };
    },
    getVisibleRect() {
      const element = scene.scrollRef?.current;
      return {
        x: element?.scrollLeft ?? 0,
        y: element?.scrollTop ?? 0,
        width: element?.clientWidth ?? 0,
        height: element?.clientHeight ?? 0,
      };
    },
    getContentSize() {
      const element = scene.scrollRef?.current;
      return { width: element?.scrollWidth ?? 0, height: element?.scrollHeight ?? 0 };
    },
  };
}

export type VirtualBodyProps = Options & { headerHeight: number; children: ReactNode };

/** Wraps a react-aria Table: its body renders only the rows in view (plus `overscan`), with TanStack Virtual. */
export function VirtualBody({ rowHeight, overscan, initialHeight, headerHeight, children }: VirtualBodyProps) {
  const [scene] = useState<TableScene>(() => ({ collection: null, scrollRef: undefined, persistedKeys: null }));
  const header = useRef(headerHeight);
  header.current = headerHeight;
  const renderer = useMemo<CollectionRenderer>(
    () => ({
      isVirtualized: true,
      layoutDelegate: layoutDelegateFor(scene, rowHeight, () => header.current),
      CollectionRoot,
      CollectionBranch,
    }),
    [scene, rowHeight],
  );
  const options = useMemo(
    () => ({ rowHeight, overscan, initialHeight, scene }),
    [rowHeight, overscan, initialHeight, scene],
  );
  return (
    <CollectionRendererContext.Provider value={renderer}>
      <OptionsContext.Provider value={options}>{children}</OptionsContext.Provider>
    </CollectionRendererContext.Provider>
  );
}
