import { describe, expect, it } from "vitest";
import { MAX_REPLY_CHARS } from "../../src/limits.js";
import {
  parseAnswer,
  scoreAnswer,
  tallyParses,
  type ParsedAnswer,
  UNPARSED_REASONS,
} from "../../src/items/parse/answer.js";
import fc from "fast-check";
import { CHOICE_LABELS } from "../../src/items/item.js";

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

const choices = ["tetrahedron", "hexagon", "cube", "octahedron"];

describe("parseAnswer: two letters joined after a marker or an opening label are not one answer", () => {
  it.each([
    "Answer: B, C",
    "Answer: B and C",
    "The answer is B or D.",
    "答えはBとCです",
    "答え：B、C",
    "正解はＢおよびＤ",
    "(B) and (C)",
    "B. and C.",
  ])("%j → multiple_letters", (reply) => {
    expect(parseAnswer(reply, choices)).toEqual({ kind: "unparsed", reason: "multiple_letters" });
  });

  it.each([
    ["Answer: B, because a cube has six faces", "B"],
    ["Answer: B. C is wrong because it has six faces", "B"],
    ["Answer: A, I think", "A"],
    ["答えはBです", "B"],
    ["B. hexagon", "B"],
    ["Answer: C\nB and D are wrong", "C"],
  ])("%j still parses as %s", (reply, letter) => {
    expect(parseAnswer(reply, choices)).toMatchObject({ kind: "parsed", letter });
  });
});

const JAPANESE_CHOICES = ["四面体", "六角形", "立方体", "八面体"];

describe("parseAnswer: a Japanese reply giving the choice's text instead of the letter", () => {
  it.each(["六角形です", "六角形です。", "正解は「六角形」です", "答え：「六角形」", "「六角形」", "『六角形』です"])(
    "%j → B (choice_text)",
    (reply) => {
      expect(parseAnswer(reply, JAPANESE_CHOICES)).toEqual({
        kind: "parsed",
        letter: "B",
        index: 1,
        via: "choice_text",
      });
    },
  );

  it.each(["六角形ではない", "「六角形」ではありません", "六角形と立方体です"])("%j is not an answer", (reply) => {
    expect(parseAnswer(reply, JAPANESE_CHOICES).kind).toBe("unparsed");
  });
});

describe("parseAnswer: an English reply giving the choice's text after an article", () => {
  it.each(["A cube.", "The answer is a cube.", "The correct answer is the cube", "an cube"])(
    "%j → C (choice_text)",
    (reply) => {
      expect(parseAnswer(reply, ["tetrahedron", "hexagon", "cube", "octahedron"])).toEqual({
        kind: "parsed",
        letter: "C",
        index: 2,
        via: "choice_text",
      });
    },
  );

  it("a choice that itself starts with an article still matches whole, and 'A. cube' stays a label", () => {
    expect(parseAnswer("The Hague", ["Paris", "The Hague", "Hague", "Rome"])).toMatchObject({
      kind: "parsed",
      letter: "B",
    });
    expect(parseAnswer("A. cube", ["tetrahedron", "hexagon", "cube", "octahedron"])).toEqual({
      kind: "unparsed",
      reason: "letter_text_conflict",
    });
  });
});

/** The answer parser (src/items/parse/answer.ts) on hostile replies: total and in range (large replies: answer-parser.slow.test.ts). */
const CHOICES = ["red", "green", "blue", "grey"];

function checkInvariants(reply: string, JAPANESE_CHOICES: readonly string[]): void {
  const r = parseAnswer(reply, JAPANESE_CHOICES);
  if (r.kind === "parsed") {
    expect(r.index).toBeGreaterThanOrEqual(0);
    expect(r.index).toBeLessThan(JAPANESE_CHOICES.length);
    expect(r.letter).toBe(CHOICE_LABELS[r.index]);
  } else {
    expect(UNPARSED_REASONS).toContain(r.reason);
  }
}

describe("hostile model replies", () => {
  it("NUL bytes, lone surrogates, BOM, CRLF: never throws, never out of range", () => {
    for (const reply of [
      "\u0000",
      "B\u0000",
      "\uD800",
      "\uDFFFB",
      "\uFEFFB",
      "B\r\n",
      "\r\n\r\nAnswer: C\r\n",
      "Answer:\u0000 D",
      "Ｅ",
      "Answer: Z",
      "Answer: E",
    ]) {
      checkInvariants(reply, CHOICES);
    }
    expect(parseAnswer("\uFEFFB\r\n", CHOICES)).toMatchObject({ kind: "parsed", letter: "B" });
    expect(parseAnswer("Answer: E", CHOICES)).toMatchObject({ kind: "unparsed", reason: "out_of_range" });
  });

  it("property: any reply, any number of JAPANESE_CHOICES (2–26), hostile or not, yields a valid result", () => {
    const reply = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc
        .tuple(
          fc.constantFrom("Answer: ", "The answer is ", "正解は", "", "(", "「"),
          fc.constantFrom(...CHOICE_LABELS, "Ｂ", "ｂ", "{label}", "X"),
          fc.string({ maxLength: 20 }),
        )
        .map((p) => p.join("")),
    );
    const JAPANESE_CHOICES = fc.uniqueArray(
      fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ""),
      { minLength: 2, maxLength: 26, selector: (s) => s.normalize("NFKC").trim().toLowerCase() },
    );
    fc.assert(
      fc.property(reply, JAPANESE_CHOICES, (r, c) => checkInvariants(r, c)),
      { numRuns: 3000, seed: 8 },
    );
  });
});
