// The building blocks guide authors may use in MDX without importing them.
import Steps from "./Steps.astro";
import FactTable from "./FactTable.astro";
import Callout from "./Callout.astro";
import Figures from "./Figures.astro";
import SchoolTiles from "./SchoolTiles.astro";
import Sources from "./Sources.astro";

export const guideComponents = { Steps, FactTable, Callout, Figures, SchoolTiles, Sources };
