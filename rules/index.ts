/**
 * The built-in rules, listed explicitly (a test checks this list matches the folder). Order is the
 * order rules run in and are listed by `tooldoc rules`: block by block, as the spec lays them out.
 */
import type { Rule } from '../src/types/index.js';
import descriptorNoPlaceholder from './descriptor/no-placeholder.js';
import descriptorUnknownField from './descriptor/unknown-field.js';
import platformAnthropicSchema from './platform/anthropic-schema.js';
import platformGeminiSchema from './platform/gemini-schema.js';
import platformMcpTool from './platform/mcp-tool.js';
import platformName from './platform/name.js';
import platformOpenaiSchema from './platform/openai-schema.js';
import platformToolCount from './platform/tool-count.js';
import platformTypeNames from './platform/type-names.js';
import compatBreakingChange from './compat/breaking-change.js';
import compatNewDirective from './compat/new-directive.js';
import lockUnchanged from './lock/unchanged.js';
import securityAnnotationContradiction from './security/annotation-contradiction.js';
import securityCrossServerShadowing from './security/cross-server-shadowing.js';
import securityDestructiveGuard from './security/destructive-guard.js';
import securityExfiltration from './security/exfiltration.js';
import securityHiddenText from './security/hidden-text.js';
import securityLeakyErrors from './security/leaky-errors.js';
import securityPromptInjection from './security/prompt-injection.js';
import securityRawCommand from './security/raw-command.js';
import securitySecretAccess from './security/secret-access.js';
import securityUndisclosedWrite from './security/undisclosed-write.js';
import serverDrift from './server/drift.js';
import serverSidecarMissing from './server/sidecar-missing.js';
import serverUnknownTool from './server/unknown-tool.js';
import descriptionAnswerFirst from './description/answer-first.js';
import descriptionMaxLength from './description/max-length.js';
import descriptionNoMarketing from './description/no-marketing.js';
import descriptionReadWrite from './description/read-write.js';
import descriptionRequired from './description/required.js';
import descriptionSentenceCount from './description/sentence-count.js';
import errorsRequired from './errors/required.js';
import examplesRequired from './examples/required.js';
import idempotencyRequired from './idempotency/required.js';
import nameMaxLength from './name/max-length.js';
import nameRequired from './name/required.js';
import nameSnakeCase from './name/snake-case.js';
import nameUnique from './name/unique.js';
import nameVerbFirst from './name/verb-first.js';
import parametersAdditionalProperties from './parameters/additional-properties.js';
import parametersBounds from './parameters/bounds.js';
import parametersCursorName from './parameters/cursor-name.js';
import parametersEnumForClosedSet from './parameters/enum-for-closed-set.js';
import parametersEnumDescriptions from './parameters/enum-descriptions.js';
import parametersFormat from './parameters/format.js';
import parametersIntegerType from './parameters/integer-type.js';
import parametersNoWrapper from './parameters/no-wrapper.js';
import parametersOptionalDefault from './parameters/optional-default.js';
import parametersUnits from './parameters/units.js';
import parametersMaxDepth from './parameters/max-depth.js';
import parametersNoTopLevelComposition from './parameters/no-top-level-composition.js';
import parametersPatternPortable from './parameters/pattern-portable.js';
import parametersPatternRedos from './parameters/pattern-redos.js';
import parametersPropertyDescription from './parameters/property-description.js';
import parametersRequired from './parameters/required.js';
import parametersRequiredExplicit from './parameters/required-explicit.js';
import parametersRootObject from './parameters/root-object.js';
import parametersValidSchema from './parameters/valid-schema.js';
import returnsConsistentShape from './returns/consistent-shape.js';
import returnsDescription from './returns/description.js';
import returnsPropertyDescription from './returns/property-description.js';
import returnsRequired from './returns/required.js';
import returnsValidSchema from './returns/valid-schema.js';
import deprecationReplacement from './deprecation/replacement.js';
import errorsFieldTypes from './errors/field-types.js';
import errorsRecoveryBackoff from './errors/recovery-backoff.js';
import errorsRetryableStatus from './errors/retryable-status.js';
import errorsTaxonomy from './errors/taxonomy.js';
import errorsUniqueCode from './errors/unique-code.js';
import examplesArgumentsSchema from './examples/arguments-schema.js';
import examplesCoverage from './examples/coverage.js';
import examplesErrorEnvelope from './examples/error-envelope.js';
import examplesMinCount from './examples/min-count.js';
import examplesResultSchema from './examples/result-schema.js';
import examplesToolName from './examples/tool-name.js';
import hintsAuth from './hints/auth.js';
import hintsCost from './hints/cost.js';
import hintsLatency from './hints/latency.js';
import hintsOpenWorld from './hints/open-world.js';
import hintsRateLimits from './hints/rate-limits.js';
import idempotencyBooleanFields from './idempotency/boolean-fields.js';
import idempotencyConsistent from './idempotency/consistent.js';
import idempotencyDestructiveDescription from './idempotency/destructive-description.js';
import idempotencyDestructivePlausible from './idempotency/destructive-plausible.js';
import idempotencyKeyParameter from './idempotency/key-parameter.js';
import searchCatalogSize from './search/catalog-size.js';
import searchFindable from './search/findable.js';
import searchKeywords from './search/keywords.js';
import searchOnePurpose from './search/one-purpose.js';
import searchSimilarDescriptions from './search/similar-descriptions.js';
import versionSemver from './version/semver.js';

export const builtinRules: Rule[] = [
  nameRequired,
  nameSnakeCase,
  nameMaxLength,
  nameUnique,
  nameVerbFirst,
  descriptionRequired,
  descriptionSentenceCount,
  descriptionAnswerFirst,
  descriptionReadWrite,
  descriptionNoMarketing,
  descriptionMaxLength,
  parametersRequired,
  parametersValidSchema,
  parametersRootObject,
  parametersPropertyDescription,
  parametersRequiredExplicit,
  parametersAdditionalProperties,
  parametersEnumForClosedSet,
  parametersEnumDescriptions,
  parametersFormat,
  parametersIntegerType,
  parametersNoWrapper,
  parametersUnits,
  parametersMaxDepth,
  parametersNoTopLevelComposition,
  parametersBounds,
  parametersPatternPortable,
  parametersPatternRedos,
  parametersOptionalDefault,
  parametersCursorName,
  returnsRequired,
  returnsDescription,
  returnsPropertyDescription,
  returnsValidSchema,
  returnsConsistentShape,
  errorsRequired,
  errorsFieldTypes,
  errorsUniqueCode,
  errorsTaxonomy,
  errorsRetryableStatus,
  errorsRecoveryBackoff,
  idempotencyRequired,
  idempotencyBooleanFields,
  idempotencyConsistent,
  idempotencyKeyParameter,
  idempotencyDestructivePlausible,
  idempotencyDestructiveDescription,
  examplesRequired,
  examplesMinCount,
  examplesCoverage,
  examplesToolName,
  examplesArgumentsSchema,
  examplesResultSchema,
  examplesErrorEnvelope,
  searchFindable,
  searchKeywords,
  searchSimilarDescriptions,
  searchOnePurpose,
  searchCatalogSize,
  hintsLatency,
  hintsCost,
  hintsAuth,
  hintsRateLimits,
  hintsOpenWorld,
  versionSemver,
  deprecationReplacement,
  securityHiddenText,
  securityPromptInjection,
  securitySecretAccess,
  securityExfiltration,
  securityAnnotationContradiction,
  securityLeakyErrors,
  securityRawCommand,
  securityDestructiveGuard,
  securityUndisclosedWrite,
  securityCrossServerShadowing,
  compatBreakingChange,
  compatNewDirective,
  lockUnchanged,
  platformName,
  platformToolCount,
  platformTypeNames,
  platformOpenaiSchema,
  platformAnthropicSchema,
  platformGeminiSchema,
  platformMcpTool,
  serverDrift,
  serverUnknownTool,
  serverSidecarMissing,
  descriptorNoPlaceholder,
  descriptorUnknownField,
] as Rule[];

/**
 * Rules that were removed, with the rule that now reports what they did: a config that still names
 * one gets that answer instead of "unknown rule".
 */
export const removedRules: Readonly<Record<string, { replacedBy: string }>> = {
  // Reported every non-object root a second time; parameters/root-object owns it (issue 11).
  'platform/object-root': { replacedBy: 'parameters/root-object' },
};
