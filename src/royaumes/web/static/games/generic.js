// The page of a game without its own module: the view's fields and the legal actions as buttons.
import { t } from "../i18n.js";
import { actButton, h } from "../ui.js";

function value(v) {
  if (v == null) return "—";
  if (typeof v !== "object") return String(v);
  return JSON.stringify(v);
}

export default {
  meta: {},
  render(ctx) {
    const { events, options, ...rest } = ctx.view;
    void events; void options;
    const fields = Object.entries(rest).map(([k, v]) => [h("dt", null, k), h("dd", null, value(v))]);
    return h("div", { class: "generic" },
      ctx.legal.length ? h("section", null, h("h3", null, t("generic.actions")),
        h("div", { class: "actions" }, ctx.legal.map((a) => actButton(ctx, a.text, a.text)))) : null,
      h("section", null, h("h3", null, t("generic.view")), h("dl", { class: "fields" }, fields)));
  },
  // No narrate: the frame tells each event with the engine's message (ctx.say).
};
