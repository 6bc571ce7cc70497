#!/usr/bin/python3
"""Writes contamlab_compat.json: contamlab's split, sampling and shuffle computed by CPython
itself (random.Random + hashlib), so the TypeScript port is checked against the real generator.

Run with Debian's interpreter:  /usr/bin/python3 test/reference/gen_contamlab_compat.py
The definitions below restate contamlab (benchmark.unit_hash, split_dev_holdout,
take_deterministic, perturb.rng_for, ShuffleChoices) and contamgate's derange_choices
(docs/items.md); nothing here is computed by contamgate.
"""
import hashlib
import json
import platform
import random
import sys
from pathlib import Path

SPLIT_SALT = "contamlab-split-v1"
SAMPLE_SALT = "contamlab-sample-v1"
HOLDOUT_FRACTION = 0.30


def unit_hash(salt: str, item_id: str) -> float:
    digest = hashlib.sha256(f"{salt}\x00{item_id}".encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def rng_for(seed: str, item_id: str) -> random.Random:
    digest = hashlib.sha256(f"{seed}\x00{item_id}".encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def derange_rng_for(seed: str, item_id: str) -> random.Random:
    # derange_choices' own stream: id suffixed with NUL + "derange_choices"
    return rng_for(seed, f"{item_id}\x00derange_choices")


def shuffle_order(seed: str, item_id: str, n: int) -> list:
    order = list(range(n))
    rng_for(seed, item_id).shuffle(order)
    return order


def derange_order(seed: str, item_id: str, n: int) -> list:
    rng = derange_rng_for(seed, item_id)
    while True:
        order = list(range(n))
        rng.shuffle(order)
        if all(v != i for i, v in enumerate(order)):
            return order


def main() -> None:
    meta = random.Random(20261130)  # only chooses which cases to write
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-_:/. "
    exotic = ["質問", "é", "ß", "𝔘", "😀", "\u00a0", "Ω", "ｱ", "\t"]

    def random_id() -> str:
        k = meta.randint(1, 24)
        s = "".join(meta.choice(alphabet) for _ in range(k))
        if meta.random() < 0.3:
            s += meta.choice(exotic)
        return s

    ids = ["q1", "bc", "c", "", "mmlu-0001", "jmmlu/astronomy-0004"] + [f"q{i}" for i in range(2, 60)]
    ids += [random_id() for _ in range(300)]
    ids = list(dict.fromkeys(ids))  # unique, order kept
    seeds = ["seed", "seed-1", "dev-seed", "", "種", "0", "contamlab"] + [f"s{meta.randint(0, 10**9)}" for _ in range(20)]

    unit_hashes = [{"salt": s, "id": i, "value": unit_hash(s, i)} for s, i in
                   [("salt", "q1"), ("a", "bc"), ("ab", "c")] + [(meta.choice([SPLIT_SALT, SAMPLE_SALT, "x", ""]), i) for i in ids]]

    split = [{"id": i, "holdout": unit_hash(SPLIT_SALT, i) < HOLDOUT_FRACTION} for i in ids]

    sample_ids = [i for i in ids if i.strip() != ""]  # ids that are all blank are invalid items
    sampling = []
    for n in [0, 1, 2, 7, 50, 200, len(sample_ids), len(sample_ids) + 5]:
        ordered = sorted(sample_ids, key=lambda i: (unit_hash(SAMPLE_SALT, i), i))
        sampling.append({"n": n, "ids": ordered[:n]})
    dev = [i for i in sample_ids if unit_hash(SPLIT_SALT, i) >= HOLDOUT_FRACTION]
    dev_sample = {"n": 40, "ids": sorted(dev, key=lambda i: (unit_hash(SAMPLE_SALT, i), i))[:40]}

    getrandbits = []
    for seed, i in [("seed-1", "q1"), ("seed", "q1"), ("", ""), ("s", "😀")] + [(meta.choice(seeds), meta.choice(ids)) for _ in range(10)]:
        r = rng_for(seed, i)
        getrandbits.append({"seed": seed, "id": i, "words": [r.getrandbits(32) for _ in range(700)]})

    shuffles = []
    for n in range(2, 27):
        for _ in range(24):
            seed, i = meta.choice(seeds), meta.choice(ids)
            shuffles.append({"seed": seed, "id": i, "n": n, "order": shuffle_order(seed, i, n)})
    elements = ["H", "He", "Li", "O"]
    rng_for("seed", "q1").shuffle(elements)

    derangements = []
    for n in range(2, 27):
        for _ in range(8):
            seed, i = meta.choice(seeds), meta.choice(ids)
            derangements.append({"seed": seed, "id": i, "n": n, "order": derange_order(seed, i, n)})

    out = {
        "generator": "test/reference/gen_contamlab_compat.py",
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "unit_hash": unit_hashes,
        "split": split,
        "sample_ids": sample_ids,
        "sampling": sampling,
        "dev_sample": dev_sample,
        "getrandbits32": getrandbits,
        "shuffle": shuffles,
        "elements_seed_q1": elements,
        "derange": derangements,
    }
    path = Path(__file__).with_name("contamlab_compat.json")
    path.write_text(json.dumps(out, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(shuffles)} shuffles, {len(derangements)} derangements, {len(ids)} ids)")


if __name__ == "__main__":
    main()
