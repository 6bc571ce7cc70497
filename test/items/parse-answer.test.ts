import { describe, expect, it } from "vitest";
import { MAX_REPLY_CHARS } from "../../src/limits.js";
import { parseAnswer, scoreAnswer, tallyParses, type ParsedAnswer } from "../../src/items/parse/answer.js";

const CH = ["square", "hexagon", "cube", "tetrahedron"];
const parsed = (letter: string, via?: string) =>
  expect.objectContaining({ kind: "parsed", letter, index: "ABCD".indexOf(letter), ...(via && { via }) });
const unparsed = (reason: string) => ({ kind: "unparsed", reason });

describe("parseAnswer: the hard cases, one by one", () => {
  it.each([
    ["B", "B"],
    ["b", "B"],
    [" C \n", "C"],
    ["D.", "D"],
    ["(b)", "B"],
    ["(B)", "B"],
    ["[c]", "C"],
    ["「D」", "D"],
  ])("bare letter %j → %s", (reply, letter) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter, "bare"));
  });

  it.each([
    ["Answer: B", "B"],
    ["answer: b", "B"],
    ["The answer is (b).", "B"],
    ["The correct answer is C.", "C"],
    ["Answer: **D**", "D"],
    ["Answer: A", "A"],
    ["Final answer: option C", "C"],
    ["Answer: B\nBecause a hexagon has six sides.", "B"],
    ["I think the answer is B", "B"],
    ["正解はDです", "D"],
    ["正解は「B」です。", "B"],
    ["答え：C", "C"],
    ["答えはA", "A"],
  ])("answer marker %j → %s", (reply, letter) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter, "marker"));
  });

  it.each([
    ["Ｂ", "B"],
    ["（ｂ）", "B"],
    ["正解はＤです", "D"],
    ["Ａｎｓｗｅｒ：Ｃ", "C"],
  ])("full-width %j → %s", (reply, letter) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter));
  });

  it.each([
    ["B. hexagon", "B"],
    ["(C) cube", "C"],
    ["D: tetrahedron, since carbon bonds to four neighbours", "D"],
    ["B is correct", "B"],
    ["Bが正解です", "B"],
  ])("label opening the reply %j → %s", (reply, letter) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter, "leading_label"));
  });

  it.each([
    ["Option D", "D", "bare"],
    ["option d.", "D", "bare"],
    ["Choice B", "B", "bare"],
    ["Option D: tetrahedron", "D", "leading_label"],
    ["D - tetrahedron", "D", "leading_label"],
    ["D – tetrahedron, four faces", "D", "leading_label"],
    ["D (tetrahedron)", "D", "leading_label"],
    ["D (tetrahedron).", "D", "leading_label"],
    ["\\boxed{D}", "D", "marker"],
    ["$\\boxed{D}$", "D", "marker"],
    ["The final answer is $\\boxed{\\text{D}}$.", "D", "marker"],
    ["\\boxed{tetrahedron}", "D", "choice_text"],
  ])("how real models phrase it %j → %s", (reply, letter, via) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter, via));
  });

  it.each([
    ["<think>A or B? C has six faces… so D</think>\nD", "D"],
    ["<think>\nA is wrong, B too\n</think>\n\nAnswer: C", "C"],
    ["<thinking>maybe A</thinking>B", "B"],
    // Templates that put the opening tag into the prompt: the reply starts inside the block.
    ["A, then B… no.\n</think>\n\nD", "D"],
  ])("the answer after a reasoning block %j → %s", (reply, letter) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter));
  });

  it.each([
    ["<think>A or B? Let me weigh C", "no_answer"],
    ["<think>D</think>", "empty"],
    ["D - cube", "letter_text_conflict"],
    ["D (cube)", "letter_text_conflict"],
    ["I (personally) think so", "no_answer"],
  ])("reasoning without an answer, and label/text conflicts %j → unparsed %s", (reply, reason) => {
    expect(parseAnswer(reply, CH)).toEqual(unparsed(reason));
  });

  it.each([["CA"], ["AB"], ["(BD)"], ["BD."], ["Answer: CA"], ["答え：BD"]])(
    "labels run together %j → unparsed multiple_letters",
    (reply) => {
      expect(parseAnswer(reply, CH)).toEqual(unparsed("multiple_letters"));
    },
  );

  it("capitals that are not all labels of the item are not run-together labels", () => {
    expect(parseAnswer("OK", CH)).toEqual(unparsed("no_answer"));
    expect(parseAnswer("Answer: CAT", CH)).toEqual(unparsed("no_answer"));
  });

  it.each([
    ["tetrahedron", "D"],
    ["Tetrahedron.", "D"],
    ["  cube  ", "C"],
    ["Answer: tetrahedron", "D"],
    ["正解は cube です", "C"],
  ])("the choice text instead of the letter %j → %s", (reply, letter) => {
    expect(parseAnswer(reply, CH)).toEqual(parsed(letter, "choice_text"));
  });

  it.each([
    ["A or B"],
    ["B and C"],
    ["AとD"],
    ["Answer: B\nActually, the answer is C"],
    ["Either A or D could be right."],
  ])("two letters %j → unparsed multiple_letters", (reply) => {
    expect(parseAnswer(reply, CH)).toEqual(unparsed("multiple_letters"));
  });

  it.each([
    ["I'm sorry, but I can't help with that."],
    ["I cannot answer this question."],
    ["As an AI, I do not have opinions."],
    ["申し訳ありませんが、お答えできません。"],
    ["わかりません"],
  ])("refusal %j → unparsed refusal", (reply) => {
    expect(parseAnswer(reply, CH)).toEqual(unparsed("refusal"));
  });

  it.each([
    ["", "empty"],
    ["   \n ", "empty"],
    ["E", "out_of_range"],
    ["Answer: F", "out_of_range"],
    ["Answer: X", "placeholder_echo"],
    ["Answer: {label}", "placeholder_echo"],
    ["B. cube", "letter_text_conflict"],
    ["The shape is a tetrahedron-like thing", "no_answer"],
    ["A tetrahedron, I believe", "no_answer"],
    ["It is Vitamin D", "no_answer"],
  ])("%j → unparsed %s", (reply, reason) => {
    expect(parseAnswer(reply, CH, { placeholder: "X" })).toEqual(unparsed(reason));
  });

  it("the placeholder letter is only an echo when it is not a valid label", () => {
    const many = Array.from({ length: 26 }, (_, i) => `option ${i}`);
    expect(parseAnswer("Answer: X", many, { placeholder: "X" })).toEqual(
      expect.objectContaining({ kind: "parsed", letter: "X", index: 23 }),
    );
    expect(parseAnswer("Answer: X", CH)).toEqual(unparsed("out_of_range"));
  });

  it("respects the number of choices", () => {
    expect(parseAnswer("C", ["yes", "no"])).toEqual(unparsed("out_of_range"));
    expect(
      parseAnswer(
        "Z",
        Array.from({ length: 26 }, (_, i) => `c${i}`),
      ),
    ).toEqual(expect.objectContaining({ letter: "Z", index: 25 }));
  });
});

describe("scoring and tallies", () => {
  it("scores by the answer's text in the presented order", () => {
    const presented = { choices: ["cube", "tetrahedron", "square", "hexagon"], answer: "tetrahedron" };
    expect(scoreAnswer(parseAnswer("B", presented.choices), presented)).toBe(true);
    expect(scoreAnswer(parseAnswer("D", presented.choices), presented)).toBe(false);
    expect(scoreAnswer(parseAnswer("", presented.choices), presented)).toBe(false);
  });

  it("tallies unparsed replies by reason", () => {
    const rs: ParsedAnswer[] = ["B", "Answer: X", "Answer: X", "", "A or B"].map((r) =>
      parseAnswer(r, CH, { placeholder: "X" }),
    );
    const t = tallyParses(rs);
    expect(t).toMatchObject({ total: 5, parsed: 1, unparsed: 4 });
    expect(t.byReason).toMatchObject({ placeholder_echo: 2, empty: 1, multiple_letters: 1, refusal: 0 });
  });
});

describe("hostile replies (property)", () => {
  it("never throws and only ever returns an in-range index or a known reason", async () => {
    const fc = (await import("fast-check")).default;
    const { UNPARSED_REASONS } = await import("../../src/items/parse/answer.js");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "binary" }),
          fc.string({ unit: "grapheme" }),
          fc
            .tuple(
              fc.constantFrom("Answer: ", "正解は", "(", "", "答え：", "The answer is "),
              fc.constantFrom(..."ABCDEFGHXYZabcdｂＢ"),
              fc.string(),
            )
            .map((p) => p.join("")),
        ),
        fc.integer({ min: 2, max: 26 }),
        (reply, n) => {
          const choices = Array.from({ length: n }, (_, i) => `choice ${i}`);
          const r = parseAnswer(reply, choices, { placeholder: "X" });
          if (r.kind === "parsed") {
            expect(r.index).toBeGreaterThanOrEqual(0);
            expect(r.index).toBeLessThan(n);
            expect(r.letter).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[r.index]);
          } else expect(UNPARSED_REASONS).toContain(r.reason);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("a reply over MAX_REPLY_CHARS is unparsed too_long before any rule; one at the cap is parsed", () => {
    // A provider that ignores max_tokens (1 MB here; 2 M characters took 43 s) is not parsed at all.
    expect(parseAnswer("lorem ipsum ".repeat(90_000) + "\nAnswer: C", CH)).toEqual({
      kind: "unparsed",
      reason: "too_long",
    });
    const atCap = "lorem ipsum ".repeat(5_000);
    const reply = atCap + " ".repeat(MAX_REPLY_CHARS - atCap.length - 10) + "\nAnswer: C";
    expect(reply.length).toBe(MAX_REPLY_CHARS);
    expect(parseAnswer(reply, CH)).toEqual(expect.objectContaining({ letter: "C" }));
    expect(parseAnswer(reply + " ", CH)).toEqual({ kind: "unparsed", reason: "too_long" });
  });
});
