/** Components editors can use in MDX without importing them (passed to every <Content />). */
import Callout from './Callout.astro';
import KeyTakeaways from './KeyTakeaways.astro';
import ComparisonTable from './ComparisonTable.astro';
import StepList from './StepList.astro';
import Tiles from './Tiles.astro';
import RiskCards from './RiskCards.astro';
import CalculatorLink from './CalculatorLink.astro';
import ToolLink from './ToolLink.astro';
import CallToAction from './CallToAction.astro';
import QualificationList from './QualificationList.astro';
import ProgramsTable from './ProgramsTable.astro';
/** MDX's ApplyButton always carries the paid-link notice beside it. */
import ApplyButton from './ApplyWithNotice.astro';

export const mdxComponents = {
  Callout,
  KeyTakeaways,
  ComparisonTable,
  StepList,
  Tiles,
  RiskCards,
  CalculatorLink,
  ToolLink,
  CallToAction,
  QualificationList,
  ProgramsTable,
  ApplyButton,
};
