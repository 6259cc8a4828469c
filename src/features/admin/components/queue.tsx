import type { ReactNode } from 'react';

/** The items of an admin list, one card each. */
export function Queue<Item extends { id: string }>({ items, children }: { items: readonly Item[]; children: (item: Item) => ReactNode }) {
  return (
    <ul className="queue">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
