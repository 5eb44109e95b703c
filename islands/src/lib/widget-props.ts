// Props of the floating widget on calculator pages, as the generator writes
// them (generator/src/render/widget_view.rs). Change both together.

export interface WidgetFormula {
  expression: string;
  /** Rendered from Markdown by the generator (escaped; safe to inject). */
  explanationHtml: string;
  variables: { name: string; description: string }[];
}

export interface WidgetProps {
  /** URL of the site's icon sprite (`/assets/icons-<hash>.svg`): its icons are drawn from it. */
  icons: string;
  lang: string;
  /** Calculator id (`mortgage`). */
  id: string;
  title: string;
  description: string;
  formulas: WidgetFormula[];
  /** Answers rendered from Markdown by the generator (escaped; safe to inject). */
  faqs: { question: string; answerHtml: string }[];
  references: { title: string; url: string }[];
  /** Absolute URL of this page (share links add the inputs as a query string). */
  pageUrl: string;
  /** Absolute URL of the embed (`https://…/embed/mortgage`). */
  embedUrl: string;
  strings: WidgetStrings;
}

export interface WidgetStrings {
  /** Accessible name of the widget's toolbar. */
  toolbar: string;
  about: string;
  quickCalculator: string;
  share: string;
  embed: string;
  hide: string;
  show: string;
  expand: string;
  collapse: string;
  close: string;
  tabs: { about: string; formulas: string; faqs: string };
  references: string;
  /** 'No formulas available for this calculator.' */
  noFormulas: string;
  /** 'Information Unavailable' / 'Sorry, information for this calculator is not available at the moment.' */
  unavailableTitle: string;
  unavailableText: string;
  /** Share fallback: 'Link copied' etc. */
  linkCopied: string;
  copyFailed: string;
  embedIntro: string;
  copyCode: string;
  codeCopied: string;
  /** The quick calculator's error text for division by zero. */
  divisionByZero: string;
  /** Accessible names of the quick calculator's keys (`backspace` optional: "Delete last digit"). */
  keys: {
    clear: string;
    equals: string;
    add: string;
    subtract: string;
    multiply: string;
    divide: string;
    decimal: string;
    backspace?: string;
  };
  /** Optional: "Last calculation" (the quick calculator's record). */
  lastCalculation?: string;
  /** Optional: label of the embed code's text box ("Embed code"). */
  embedCode?: string;
  /** Optional: label of the link shown when copying failed ("Link to these results"). */
  shareLink?: string;
}
