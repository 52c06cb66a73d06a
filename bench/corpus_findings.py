"""Run every rule over a corpus of real MXNet code and list the findings.

Used to review findings by hand (``tests/corpus/EXPECTED.md``) and to
regenerate the pinned list (``tests/corpus/expected.json``) after a review:

    python bench/corpus_findings.py /work/corpus            # print findings
    python bench/corpus_findings.py /work/corpus --json     # print the pin list
    python bench/corpus_findings.py /work/corpus --context  # with source lines

Files are indexed first so HybridBlock subclasses resolve across files the
same way one ``hybridlint check`` run does.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from pathlib import Path

from hybridlint.engine import ProjectIndex, index_module
from hybridlint.rules import analyze


def corpus_files(root: Path) -> list[Path]:
    # ``_dl`` holds the downloaded archives the corpus was unpacked from.
    return sorted(p for p in root.rglob("*.py") if "_dl" not in p.relative_to(root).parts)


def read_source(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace")


def collect(root: Path) -> list[tuple[str, int, int, str, str]]:
    """(relative posix path, line, col, code, message) for every finding, sorted."""
    files = corpus_files(root)
    sources = {p: read_source(p) for p in files}
    found = []
    with warnings.catch_warnings():
        # compiling old corpus files warns about invalid escape sequences
        warnings.simplefilter("ignore", SyntaxWarning)
        warnings.simplefilter("ignore", DeprecationWarning)
        project = ProjectIndex.from_modules(
            [index_module(src, str(p)) for p, src in sources.items()]
        )
        for path, src in sources.items():
            rel = path.relative_to(root).as_posix()
            for d in analyze(src, str(path), project):
                if d.extra.get("companion"):
                    # (HYB024: stands only beside a reviewed error of its class, and says what
                    # its fix would write; the pin reviews the errors)
                    continue
                found.append((rel, d.line, d.col, d.code, d.message))
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--json", action="store_true", help="print [path, line, code] triples")
    parser.add_argument("--context", action="store_true", help="show the source line")
    args = parser.parse_args(argv)
    if not args.root.is_dir():
        print(f"{args.root}: not a directory", file=sys.stderr)
        return 2
    start = time.perf_counter()
    found = collect(args.root)
    elapsed = time.perf_counter() - start
    if args.json:
        triples = sorted({(rel, line, code) for rel, line, _, code, _ in found})
        # one finding per line, so a review shows up as a readable diff
        body = ",\n".join(json.dumps(list(t)) for t in triples)
        sys.stdout.write(f"[\n{body}\n]\n")
        return 0
    lines_cache: dict[str, list[str]] = {}
    for rel, line, col, code, message in found:
        print(f"{rel}:{line}:{col}: {code} {message}")
        if args.context:
            text = lines_cache.setdefault(rel, read_source(args.root / rel).splitlines())
            if 0 < line <= len(text):
                print(f"    | {text[line - 1].strip()}")
    counts: dict[str, int] = {}
    for f in found:
        counts[f[3]] = counts.get(f[3], 0) + 1
    summary = ", ".join(f"{c}: {n}" for c, n in sorted(counts.items()))
    print(f"{len(found)} findings ({summary}) in {elapsed:.2f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
