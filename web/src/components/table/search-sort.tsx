import { Grid, Input } from "@chakra-ui/react";
import { useMemo, useState, type ReactNode } from "react";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { useT } from "@/lib/i18n/use-t";

export type Sorts<T, K extends string> = Record<K, { label: string; compare: (a: T, b: T) => number }>;

/**
 * A long list's search (by what `textOf` says of each item, any letter case) and order: the items to show,
 * worked out again only when the items, the search or the order change (`sorts` and `textOf` are constants).
 */
export function useSearchSort<T, K extends string>(
  items: readonly T[],
  sorts: Sorts<T, K>,
  initial: K,
  textOf: (item: T) => string[],
) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<K>(initial);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      items
        .filter((item) => textOf(item).some((text) => text.toLowerCase().includes(needle)))
        .sort(sorts[sort].compare),
    [items, needle, sort, sorts, textOf],
  );
  return { search, setSearch, sort, setSort, shown, sortLabel: sorts[sort].label };
}

/**
 * The search box and the order of a long list, and `children`: one under the other on a phone, in one row from a
 * tablet's width, where the order is as wide as its longest choice (a longer language's is never cut).
 */
export function SearchSortBar<K extends string>({
  searchLabel,
  list: { search, setSearch: onSearch, sort, setSort: onSort },
  sorts,
  children,
}: {
  searchLabel: string;
  /** What useSearchSort answered. */
  list: { search: string; setSearch: (search: string) => void; sort: K; setSort: (sort: K) => void };
  sorts: Record<K, { label: string }>;
  /** Beside them, a button of the screen's own. */
  children?: ReactNode;
}) {
  const options = Object.entries<{ label: string }>(sorts).map(([value, { label }]) => ({ value, label }));
  const t = useT();
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 16rem) auto auto" }}
      justifyContent="start"
      gap="3"
      alignItems="end"
    >
      <FormField label={searchLabel}>
        <Input
          type="search"
          placeholder={t("list.searchPlaceholder")}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t("list.sortBy")}>
        <OptionSelect value={sort} onChange={(event) => onSort(event.target.value as K)} options={options} />
      </FormField>
      {children}
    </Grid>
  );
}
