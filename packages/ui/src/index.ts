/** Components take catalog types and every label as props, and fetch nothing. */
import './fonts.ts';
import './global.css.ts';

export {
  vars,
  media,
  breakpoints,
  themeLight,
  themeAccent,
  themeInk,
  lightColors,
  accentColors,
  inkColors,
  type Breakpoint,
} from './tokens/theme.css.ts';
export { visuallyHidden, container, noWrap } from './styles/utils.css.ts';
export { formatClockTime, formatOpeningHours } from './utils/hours.ts';
export { telHref } from './utils/phone.ts';

export { ArticleBody, type ArticleBodyProps } from './components/ArticleBody/ArticleBody.tsx';
export {
  ArticleHeader,
  type ArticleHeaderProps,
} from './components/ArticleHeader/ArticleHeader.tsx';
export { Badge, type BadgeProps } from './components/Badge/Badge.tsx';
export { BeforeAfter, type BeforeAfterProps } from './components/BeforeAfter/BeforeAfter.tsx';
export {
  BenefitGrid,
  type BenefitGridItem,
  type BenefitGridProps,
} from './components/BenefitGrid/BenefitGrid.tsx';
export {
  BlogCard,
  type BlogCardArticle,
  type BlogCardProps,
} from './components/BlogCard/BlogCard.tsx';
export { Brand, Logo, type BrandProps } from './components/Brand/Brand.tsx';
export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbProps,
} from './components/Breadcrumb/Breadcrumb.tsx';
export {
  Button,
  isExternalHref,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
export { TagList, type TagListProps } from './components/TagList/TagList.tsx';
export { PhoneButton, type PhoneButtonProps } from './components/PhoneButton/PhoneButton.tsx';
export { CallToAction, type CallToActionProps } from './components/CallToAction/CallToAction.tsx';
export { Card, type CardProps } from './components/Card/Card.tsx';
export { CheckList, type CheckListProps } from './components/CheckList/CheckList.tsx';
export {
  CompositionGrid,
  type CompositionGridProps,
} from './components/CompositionGrid/CompositionGrid.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export {
  ContactDetails,
  type ContactDetailsProps,
} from './components/ContactDetails/ContactDetails.tsx';
export {
  ContactForm,
  emptyContactFormValues,
  type ContactFormLabels,
  type ContactFormProps,
  type ContactFormResult,
  type ContactFormSubmission,
  type ContactFormValues,
} from './components/ContactForm/ContactForm.tsx';
export { Countdown, type CountdownProps } from './components/Countdown/Countdown.tsx';
export {
  CustomVoucherCard,
  type CustomVoucherCardLabels,
  type CustomVoucherCardProps,
} from './components/CustomVoucherCard/CustomVoucherCard.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { FactsTable, type FactsTableProps } from './components/FactsTable/FactsTable.tsx';
export { FAQ, type FAQProps } from './components/FAQ/FAQ.tsx';
export { Figures, type FiguresProps } from './components/Figures/Figures.tsx';
export { FilterChips, type FilterChipsProps } from './components/FilterChips/FilterChips.tsx';
export { Footer, type FooterProps } from './components/Footer/Footer.tsx';
export { LinkList, type LinkListProps } from './components/LinkList/LinkList.tsx';
export {
  PrivacyNotice,
  type PrivacyNoticeProps,
} from './components/PrivacyNotice/PrivacyNotice.tsx';
export {
  LegalDocument,
  type LegalDocumentProps,
} from './components/LegalDocument/LegalDocument.tsx';
export { Grid, type GridProps } from './components/Grid/Grid.tsx';
export {
  Header,
  closeMenuOnAnchorScript,
  mobileMenuAttribute,
  type HeaderProps,
} from './components/Header/Header.tsx';
export { Hero, type HeroProps } from './components/Hero/Hero.tsx';
export { Icon, type IconProps } from './components/Icon/Icon.tsx';
export type { AnyIconName, InterfaceIconName } from './components/Icon/paths.ts';
export {
  IndicationGroups,
  type IndicationGroupsProps,
} from './components/IndicationGroups/IndicationGroups.tsx';
export { InfoBar, type InfoBarProps } from './components/InfoBar/InfoBar.tsx';
export { OfferCards, type OfferCardsProps } from './components/OfferCards/OfferCards.tsx';
export {
  PackageCard,
  type BodyPackageCardProps,
  type CustomPackageCardProps,
  type HairRemovalPackageCardProps,
  type PackageCardProps,
} from './components/PackageCard/PackageCard.tsx';
export { PricePanel, type PricePanelProps } from './components/PricePanel/PricePanel.tsx';
export {
  PriceTable,
  type PriceTableLabels,
  type PriceTableProps,
} from './components/PriceTable/PriceTable.tsx';
export { SearchBox, type SearchBoxProps } from './components/SearchBox/SearchBox.tsx';
export { Section, type SectionProps } from './components/Section/Section.tsx';
export { ServiceCard, type ServiceCardProps } from './components/ServiceCard/ServiceCard.tsx';
export { ShareButton, type ShareButtonProps } from './components/ShareButton/ShareButton.tsx';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.tsx';
export {
  StepList,
  type StepListItem,
  type StepListProps,
} from './components/StepList/StepList.tsx';
export { Testimonials, type TestimonialsProps } from './components/Testimonials/Testimonials.tsx';
export { Timeline, type TimelineProps } from './components/Timeline/Timeline.tsx';
export {
  notify,
  Toaster,
  type Notice,
  type NotifyOptions,
  type ToasterProps,
} from './components/Toaster/Toaster.tsx';
export { StaticToast, type StaticToastProps } from './components/Toaster/StaticToast.tsx';
export { TownList, type TownListProps } from './components/TownList/TownList.tsx';
export {
  TreatmentCard,
  type TreatmentCardLabels,
  type TreatmentCardProps,
} from './components/TreatmentCard/TreatmentCard.tsx';
export {
  TermsCheckbox,
  TERMS_ACCEPTED_VALUE,
  VoucherCard,
  VoucherFields,
  type VoucherCardLabels,
  type VoucherCardProps,
  type VoucherFieldLabels,
  type VoucherOrder,
} from './components/VoucherCard/VoucherCard.tsx';
export type { VoucherRecipientValues } from './components/VoucherCard/useVoucherFields.ts';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden.tsx';
export {
  DeskLinkConfirm,
  type DeskLinkConfirmLabels,
  type DeskLinkConfirmProps,
} from './components/Desk/DeskLinkConfirm.tsx';
export {
  DeskList,
  type DeskListFilter,
  type DeskListLabels,
  type DeskListProps,
  type DeskListResult,
  type DeskListVoucher,
} from './components/Desk/DeskList.tsx';
export {
  DeskLookup,
  type DeskLookupLabels,
  type DeskLookupProps,
} from './components/Desk/DeskLookup.tsx';
export {
  DeskDelivery,
  type DeskDeliveryLabels,
  type DeskDeliveryProps,
} from './components/Desk/DeskDelivery.tsx';
export {
  DeskResend,
  type DeskResendLabels,
  type DeskResendProps,
} from './components/Desk/DeskResend.tsx';
export {
  DeskSession,
  type DeskSessionLabels,
  type DeskSessionProps,
} from './components/Desk/DeskSession.tsx';
export {
  DeskSignIn,
  type DeskSignInLabels,
  type DeskSignInProps,
} from './components/Desk/DeskSignIn.tsx';
export {
  DeskUseForm,
  emptyDeskUseValues,
  type DeskUseFormLabels,
  type DeskUseFormProps,
  type DeskUseValues,
} from './components/Desk/DeskUseForm.tsx';
export { DeskVoid, type DeskVoidLabels, type DeskVoidProps } from './components/Desk/DeskVoid.tsx';
export {
  DeskVoucherCard,
  reversibleUses,
  type DeskReversal,
  type DeskDelivery as DeskDeliveryData,
  type DeskDeliveryState,
  type DeskHistoryType,
  type DeskVoucherCardLabels,
  type DeskVoucherCardProps,
  type DeskVoucherData,
  type DeskVoucherStatus,
} from './components/Desk/DeskVoucherCard.tsx';
